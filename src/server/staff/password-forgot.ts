import { setTimeout as sleep } from 'node:timers/promises'
import type { Database } from '#server/db/client.ts'
import { hitRateLimit, type RateLimitRule, routeRateLimits } from '#server/http/rate-limit.ts'
import { HOUR_MS, MINUTE_MS } from '#shared/durations.ts'
import { issuePasswordLink } from './password-link-email.ts'
import { findStaffByEmail } from './staff-repo.ts'

/**
 * Forgot-password requests per address: staff may sit behind a carrier-grade NAT shared
 * with strangers, so this only stops floods; the per-email rule below
 * (3 an hour) is what keeps a mailbox from being flooded.
 */
export const forgotPasswordRateLimits = routeRateLimits({
  address: { name: 'forgot-password-ip', limit: 50, windowMs: 15 * MINUTE_MS },
})

/**
 * Reset emails per address: enough for a typo and a retry, too few to flood a mailbox.
 * Silent: past it the answer is the same 202, only no email is sent.
 */
export const forgotPasswordEmailRule: RateLimitRule = {
  name: 'forgot-password-email',
  limit: 3,
  windowMs: HOUR_MS,
}

/**
 * Every answer takes at least this long, so whether the address belongs to an
 * account (a lookup, or a lookup plus two inserts) cannot be read from the timing.
 */
const MIN_ANSWER_MS = 250

/**
 * Queues a reset link (valid one hour) when `email` belongs to a staff account and
 * its own limit allows; does nothing otherwise. The caller answers the same either way.
 *
 * It replaces only earlier reset links, never an invite: anyone can ask for any address,
 * so a request must not be able to cancel the set-password link an admin sent. An invited
 * user who has not chosen a password yet gets the reset link beside the invite (one who
 * lost the invite email can help themselves); whichever is used first sets the password
 * and spends the other (one-time-token-repo.ts).
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  baseUrl: string,
  now: Date,
): Promise<void> {
  const started = performance.now()
  const perEmail = await hitRateLimit(db, forgotPasswordEmailRule, email, now)
  const user = perEmail.allowed ? await findStaffByEmail(db, email) : undefined
  if (user) {
    await db.transaction((tx) => issuePasswordLink(tx, user, 'reset_password', baseUrl, now))
  }
  const left = MIN_ANSWER_MS - (performance.now() - started)
  if (left > 0) await sleep(left)
}
