import type { Database, Queryable } from '#server/db/client.ts'
import { tooManyAttempts } from '#server/http/errors.ts'
import {
  countDeviceAttempt,
  countTowardDelay,
  deleteThrottleCounter,
  forgiveOneFailure,
} from './login-throttle-repo.ts'
import { forgetDevice, type TrustedDevice } from './trusted-device-repo.ts'

/**
 * Sign-in throttling that an attacker cannot turn against the owner (docs/architecture.md §3,
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
 * the next attempt will be checked. Counters live in `rate_limit_counters` under `signin:` keys;
 * `window_started_at` holds the last counted attempt.
 */
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

const accountKey = (email: string) => `signin:account:${email.trim().toLowerCase()}`
const addressKey = (address: string) => `signin:address:${address}`
const deviceKey = (device: TrustedDevice) => `signin:device:${device.tokenHash}`

export const signInWaitMessage = (wait: string) =>
  `Too many failed sign-in attempts. Please try again in ${wait}.`

/** What an admitted attempt was counted on, so a success can take it back. */
export type AdmittedSignIn =
  | { trusted: true; device: TrustedDevice }
  | { trusted: false; accountKey: string; addressKey: string }

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
    if (await countDeviceAttempt(db, deviceKey(device), now, signInLimits)) {
      return { trusted: true, device }
    }
    // Too many failures in a row from this browser: it is a stranger from now on. Its
    // counter stays full (housekeeping removes it a day on): sign-ins that read the device
    // before it was forgotten meet the full counter under its row lock and count as
    // strangers, instead of starting a fresh run of ten tries.
    await forgetDevice(db, device.tokenHash)
  }
  const keys = { accountKey: accountKey(attempt.email), addressKey: addressKey(attempt.address) }
  const { forgetAfterMs } = signInLimits
  // One transaction: when either counter says wait, neither keeps this attempt.
  await db.transaction(async (tx) => {
    const wait = Math.max(
      await countTowardDelay(tx, keys.accountKey, signInLimits.account, now, forgetAfterMs),
      await countTowardDelay(tx, keys.addressKey, signInLimits.address, now, forgetAfterMs),
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
    await deleteThrottleCounter(db, deviceKey(admitted.device))
    return
  }
  await deleteThrottleCounter(db, admitted.accountKey)
  await forgiveOneFailure(db, admitted.addressKey, signInLimits.address.freeFailures)
}
