import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { AppDeps } from '#server/app-env.ts'
import type { Queryable } from '#server/db/client.ts'
import { AppError, tooManyAttempts, validationFailed } from '#server/http/errors.ts'
import {
  enforceRateLimits,
  hitRateLimit,
  type RateLimitRule,
  routeRateLimits,
} from '#server/http/rate-limit.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { sendPhoneCodeText } from '#server/sms/send-code-text.ts'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '#shared/durations.ts'
import { maskedMobile } from '#shared/mobile-number.ts'
import {
  MAX_WRONG_CODE_TRIES,
  phoneVerificationMessages as messages,
  PHONE_CODE_LENGTH,
  PHONE_CODE_PATTERN,
  PHONE_CODE_RESEND_MS,
  PHONE_CODE_TTL_MS,
} from '#shared/phone-verification.ts'
import type { PhoneCodeSent } from '#shared/schemas/phone-verification.ts'
import {
  countWrongTry,
  insertPhoneCode,
  lockLiveCodes,
  newestCodeSentAt,
  spendCodes,
} from './phone-code-repo.ts'
import { isVerifiedOnDevice, rememberVerifiedPhone } from './verified-phone-repo.ts'

/**
 * Verified phones at checkout (issue 27; docs/security.md): a shopper's number must
 * receive a code before an order from it holds a window place or stock.
 */

/**
 * Codes texted. Per client address: sized for a carrier-grade NAT address with
 * hundreds of shoppers behind it, each needing one code once per device: 60 an hour
 * is more new shoppers than this shop gets in an hour from everyone, while a script
 * paying for texts to random numbers is held to it (the general refusal). Per number:
 * a shopper needs one, perhaps two; a script flooding a phone is stopped at three,
 * and at ten a day (`message`). Both are counted in `sendPhoneCode`, which checkout
 * and 'Resend code' share.
 */
export const phoneCodeRateLimits = routeRateLimits({
  address: { name: 'phone-code-address', limit: 60, windowMs: HOUR_MS },
  targets: {
    phone: { name: 'phone-code-number', limit: 3, windowMs: 15 * MINUTE_MS },
    phoneDay: { name: 'phone-code-number-day', limit: 10, windowMs: DAY_MS },
  },
  message: messages.tooManyCodes,
})

/**
 * Wrong entries against a number's newest code, per device: five and the code is
 * spent for that device. Counted per device so a stranger guessing cannot spend the
 * owner's code; all of them together are held by `MAX_WRONG_TRIES_PER_CODE`.
 */
const wrongTriesRule: RateLimitRule = {
  name: 'phone-code-tries',
  // Within the limit means another entry may be tried: four wrong ones leave a fifth.
  limit: MAX_WRONG_CODE_TRIES - 1,
  windowMs: PHONE_CODE_TTL_MS,
}

/**
 * Wrong entries against one code from every device together before it is spent for
 * everyone: a guess from many devices at once has at most this many tries at one
 * million codes.
 */
export const MAX_WRONG_TRIES_PER_CODE = 20

/** True when checkout asks for a code: the admin's setting, and a gateway to send it. */
export async function phoneVerificationOn(deps: Pick<AppDeps, 'db' | 'sms'>): Promise<boolean> {
  if (!deps.sms) return false
  return (await getSettings(deps.db, 'checkout')).verifyPhones
}

export async function phoneVerifiedOnDevice(
  db: Queryable,
  deviceHash: string | null,
  phoneKey: string,
  now: Date,
): Promise<boolean> {
  return deviceHash !== null && isVerifiedOnDevice(db, deviceHash, phoneKey, now)
}

function hashCode(phoneKey: string, code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${phoneKey}:${code}`).digest('hex')
}

function codeMatches(stored: string, phoneKey: string, code: string): boolean {
  const [salt, hash] = stored.split(':')
  if (!salt || !hash) return false
  const given = Buffer.from(hashCode(phoneKey, code, salt), 'hex')
  const expected = Buffer.from(hash, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

function codeSent(phoneKey: string, sentAt: Date, now: Date): PhoneCodeSent {
  const elapsed = now.getTime() - sentAt.getTime()
  return {
    verification: {
      phone: maskedMobile(phoneKey),
      resendAfterSeconds: Math.max(0, Math.ceil((PHONE_CODE_RESEND_MS - elapsed) / 1000)),
      expiresInSeconds: Math.max(0, Math.ceil((PHONE_CODE_TTL_MS - elapsed) / 1000)),
    },
  }
}

/**
 * Texts a new code to the number. `resend` is the shopper's 'Resend code': within a
 * minute of the last code it is refused (429 with the wait). Without it (pressing
 * 'Place Order' again, or a retried request) a code sent less than a minute ago is
 * still the one to enter, and nothing is sent. The limits count every send asked
 * for; a gateway that does not take the text answers 502 and leaves no code behind.
 */
export async function sendPhoneCode(
  deps: Pick<AppDeps, 'db' | 'sms' | 'logger' | 'now'>,
  request: { phoneKey: string; clientKey: string; resend: boolean },
): Promise<PhoneCodeSent> {
  const { phoneKey } = request
  const now = deps.now()
  const last = await newestCodeSentAt(deps.db, phoneKey)
  const sinceLast = last ? now.getTime() - last.getTime() : Number.POSITIVE_INFINITY
  if (last && sinceLast < PHONE_CODE_RESEND_MS) {
    if (!request.resend) return codeSent(phoneKey, last, now)
    throw tooManyAttempts(PHONE_CODE_RESEND_MS - sinceLast, messages.resendWait)
  }
  const { address } = phoneCodeRateLimits
  await enforceRateLimits(deps.db, [{ rule: address, subject: request.clientKey }], now)
  await phoneCodeRateLimits.perTarget(deps, { phone: phoneKey, phoneDay: phoneKey })
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0')
  try {
    await sendPhoneCodeText(deps, { phoneKey, code })
  } catch {
    throw new AppError(502, 'sms_provider_failed', messages.sendFailed, undefined, {
      'Retry-After': '60',
    })
  }
  const salt = randomBytes(16).toString('hex')
  await insertPhoneCode(deps.db, {
    phoneKey,
    codeHash: `${salt}:${hashCode(phoneKey, code, salt)}`,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
  })
  return codeSent(phoneKey, now, now)
}

const spent = () => validationFailed({ verificationCode: messages.spentCode }, messages.spentCode)
const wrong = () => validationFailed({ verificationCode: messages.wrongCode }, messages.wrongCode)

/**
 * Checks a typed code against the number's live codes, in a transaction of its own
 * (a wrong try must count even though the order is refused): right, the codes are
 * spent and the number is remembered on the device; wrong, 422 with the reason.
 */
export async function confirmPhoneCode(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: { phoneKey: string; code: string; deviceHash: string },
): Promise<void> {
  const { phoneKey, deviceHash } = request
  const code = request.code.replace(/\s/g, '')
  // The request schema bounds the field to 20 characters before this pattern reads it.
  if (!PHONE_CODE_PATTERN.test(code)) {
    throw validationFailed({ verificationCode: messages.codeShape }, messages.codeShape)
  }
  const now = deps.now()
  const outcome = await deps.db.transaction(async (tx) => {
    // Codes guessed at MAX_WRONG_TRIES_PER_CODE times from all devices together are out.
    const usable = (await lockLiveCodes(tx, phoneKey, now)).filter(
      (c) => c.wrongTries < MAX_WRONG_TRIES_PER_CODE,
    )
    const newest = usable[0]
    if (!newest) return 'spent' as const
    const tries = `${phoneKey}:${deviceHash}:${newest.id}`
    if (!(await hitRateLimit(tx, wrongTriesRule, tries, now, 0)).allowed) return 'spent' as const
    if (usable.some((c) => codeMatches(c.codeHash, phoneKey, code))) {
      await spendCodes(tx, phoneKey, now)
      await rememberVerifiedPhone(tx, deviceHash, phoneKey, now)
      return 'right' as const
    }
    await countWrongTry(
      tx,
      usable.map((c) => c.id),
    )
    const after = await hitRateLimit(tx, wrongTriesRule, tries, now)
    const exhausted = newest.wrongTries + 1 >= MAX_WRONG_TRIES_PER_CODE
    return after.allowed && !exhausted ? ('wrong' as const) : ('spent' as const)
  })
  if (outcome === 'spent') throw spent()
  if (outcome === 'wrong') throw wrong()
}
