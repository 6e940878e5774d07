import { eq, type SQL, sql } from 'drizzle-orm'
import type { Database, Queryable } from '#server/db/client.ts'
import { loginThrottle } from '#server/db/schema/staff.ts'
import { tooManyAttempts } from '#server/http/errors.ts'
import { forgetDevice, type TrustedDevice } from './trusted-devices.ts'

/**
 * Sign-in throttling that an attacker cannot turn against the owner (DESIGN.md §5,
 * OWASP "Slow Down Online Guessing Attacks with Device Cookies"):
 *
 * - A browser that signed in to the account before (a trusted device) is counted on
 *   its own counter and never waits for anyone else's failures. After
 *   `deviceFailures` failures in a row it is trusted no more.
 * - Everyone else (strangers) shares the account's counter, whether or not the email
 *   belongs to an account, so the limiter says nothing about which emails exist. The
 *   first `freeFailures` cost nothing; then each failure makes the next attempt wait,
 *   doubling up to `maxDelayMs`.
 * - Strangers are also counted per address (IPv6 by /64), sized for a carrier-grade
 *   NAT address, so one address cannot spray guesses over many accounts.
 *
 * Every attempt is counted before its password is checked, in one upsert per counter
 * whose row lock serialises concurrent attempts across server processes: a burst
 * cannot slip more attempts past the check than the counter allows. A refused attempt
 * changes nothing, so `blocked_until` (and the Retry-After made from it) is exactly when
 * the next attempt will be checked. Counters live in `login_throttle` under `signin:` keys;
 * `window_started_at` holds the last counted attempt.
 */
export interface DelayRule {
  /** Failures in a row that cost no wait. */
  freeFailures: number
  /** The wait after the first failure beyond the free ones; it doubles with each further one. */
  firstDelayMs: number
  maxDelayMs: number
}

export const signInLimits = {
  /** Strangers to one account (or to one unknown email), together. */
  account: { freeFailures: 5, firstDelayMs: 5_000, maxDelayMs: 15 * 60_000 },
  /** Strangers at one address: hundreds of people share a mobile carrier's address. */
  address: { freeFailures: 100, firstDelayMs: 2_000, maxDelayMs: 15 * 60_000 },
  /** Failures in a row after which a trusted browser is a stranger again. */
  deviceFailures: 10,
  /** A counter with no counted attempt for this long starts over. */
  forgetAfterMs: 24 * 60 * 60 * 1000,
} as const

/** The wait before the next attempt is checked, after `failures` failures in a row. */
export function delayAfter(rule: DelayRule, failures: number): number {
  if (failures < rule.freeFailures) return 0
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (failures - rule.freeFailures))
}

const accountKey = (email: string) => `signin:account:${email.trim().toLowerCase()}`
const addressKey = (address: string) => `signin:address:${address}`
const deviceKey = (device: TrustedDevice) => `signin:device:${device.tokenHash}`

export const signInWaitMessage = (wait: string) =>
  `Too many failed sign-in attempts. Please try again in ${wait}.`

/** What an admitted attempt was counted on, so a success can take it back. */
export type AdmittedSignIn =
  | { trusted: true; device: TrustedDevice }
  | { trusted: false; accountKey: string; addressKey: string }

/** `failures` after counting this attempt: 1 again when the counter was forgotten. */
function nextFailures(now: Date): SQL {
  const forgetBefore = new Date(now.getTime() - signInLimits.forgetAfterMs).toISOString()
  return sql`case when ${loginThrottle.windowStartedAt} <= ${forgetBefore}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`
}

/**
 * Counts one attempt against a delay counter. Returns 0 when it was counted and may be
 * checked, or the milliseconds until the next attempt will be (nothing counted).
 */
async function countTowardDelay(
  db: Queryable,
  key: string,
  rule: DelayRule,
  now: Date,
): Promise<number> {
  const nowIso = now.toISOString()
  const failures = nextFailures(now)
  const firstDelay = delayAfter(rule, 1)
  const counted = await db
    .insert(loginThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      blockedUntil: firstDelay > 0 ? new Date(now.getTime() + firstDelay) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: now,
        // delayAfter() in SQL, so the wait is in place before the row lock is released.
        blockedUntil: sql`case when ${failures} >= ${rule.freeFailures}
          then ${nowIso}::timestamptz + interval '1 millisecond' * least(${rule.maxDelayMs}::float8,
            ${rule.firstDelayMs}::float8 * power(2, least(${failures} - ${rule.freeFailures}, 30)))
          end`,
      },
      // Locked either way; updated (and returned) only when no wait is running.
      setWhere: sql`${loginThrottle.blockedUntil} is null or ${loginThrottle.blockedUntil} <= ${nowIso}::timestamptz`,
    })
    .returning({ failures: loginThrottle.failures })
  if (counted.length > 0) return 0
  const [row] = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key))
  return Math.max(1, (row?.blockedUntil?.getTime() ?? 0) - now.getTime())
}

/** Counts one attempt from a trusted browser; false once it has failed too often. */
async function countDeviceAttempt(db: Queryable, key: string, now: Date): Promise<boolean> {
  const forgetBefore = new Date(now.getTime() - signInLimits.forgetAfterMs).toISOString()
  const counted = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { failures: nextFailures(now), windowStartedAt: now },
      setWhere: sql`${loginThrottle.failures} < ${signInLimits.deviceFailures} or ${loginThrottle.windowStartedAt} <= ${forgetBefore}::timestamptz`,
    })
    .returning({ failures: loginThrottle.failures })
  return counted.length > 0
}

/**
 * Counts a sign-in attempt as a failure before its password is checked, and throws
 * 429 (checking nothing) when it must wait. `device` is the browser's trusted device
 * for this account, if it showed one.
 */
export async function admitSignInAttempt(
  db: Database,
  attempt: { email: string; address: string; device: TrustedDevice | undefined; now: Date },
): Promise<AdmittedSignIn> {
  const { device, now } = attempt
  if (device) {
    if (await countDeviceAttempt(db, deviceKey(device), now)) return { trusted: true, device }
    // Too many failures in a row from this browser: it is a stranger from now on.
    await forgetDevice(db, device.tokenHash)
    await db.delete(loginThrottle).where(eq(loginThrottle.key, deviceKey(device)))
  }
  const keys = { accountKey: accountKey(attempt.email), addressKey: addressKey(attempt.address) }
  // One transaction: when either counter says wait, neither keeps this attempt.
  await db.transaction(async (tx) => {
    const wait = Math.max(
      await countTowardDelay(tx, keys.accountKey, signInLimits.account, now),
      await countTowardDelay(tx, keys.addressKey, signInLimits.address, now),
    )
    if (wait > 0) throw tooManyAttempts(wait, signInWaitMessage)
  })
  return { trusted: false, ...keys }
}

/**
 * The password was right: the attempt was no failure. A trusted browser's run of
 * failures ends; for strangers the account's counter starts over (whoever knows the
 * password needs no protection from it) and the address gets this attempt back.
 */
export async function forgiveSignInAttempt(db: Queryable, admitted: AdmittedSignIn): Promise<void> {
  if (admitted.trusted) {
    await db.delete(loginThrottle).where(eq(loginThrottle.key, deviceKey(admitted.device)))
    return
  }
  await db.delete(loginThrottle).where(eq(loginThrottle.key, admitted.accountKey))
  const { freeFailures } = signInLimits.address
  await db
    .update(loginThrottle)
    .set({
      failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
      blockedUntil: sql`case when ${loginThrottle.failures} - 1 < ${freeFailures} then null else ${loginThrottle.blockedUntil} end`,
    })
    .where(eq(loginThrottle.key, admitted.addressKey))
}
