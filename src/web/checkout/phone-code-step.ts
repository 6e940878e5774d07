import { phMobileKey } from '#shared/mobile-number.ts'
import { PHONE_CODE_LENGTH, PHONE_CODE_PATTERN } from '#shared/phone-verification.ts'
import type { PhoneCodeSent } from '#shared/schemas/phone-verification.ts'

/**
 * The checkout's code step (issue 27): after 'Place Order' the server texted a code
 * to the phone (202). Pure of the browser: times are given as milliseconds.
 */
export interface PhoneCodeStep {
  /** '0917 ••• 4567', as the server masked it. */
  phone: string
  /** The number as typed when the code was asked for ('Resend code' sends it again). */
  typedPhone: string
  /** Its national part: another number (not another way of writing it) ends the step. */
  phoneKey: string | null
  /** When 'Resend code' may send another (ms since the epoch). */
  resendAt: number
}

export function phoneCodeStep(sent: PhoneCodeSent, typedPhone: string, now: number): PhoneCodeStep {
  return {
    phone: sent.verification.phone,
    typedPhone,
    phoneKey: phMobileKey(typedPhone.trim()),
    resendAt: now + sent.verification.resendAfterSeconds * 1000,
  }
}

/** The step while the phone field still holds its number, else null (the number was changed). */
export function stepForPhone(
  step: PhoneCodeStep | null,
  typed: string | undefined,
): PhoneCodeStep | null {
  if (!step || typed === undefined) return null
  return phMobileKey(typed.trim()) === step.phoneKey ? step : null
}

/** Whole seconds until 'Resend code' is active; 0 once it is. */
export function secondsUntilResend(step: PhoneCodeStep, now: number): number {
  return Math.max(0, Math.ceil((step.resendAt - now) / 1000))
}

/** The code as typed, spaces dropped; null unless it is six digits. */
export function typedCode(value: string): string | null {
  const code = value.replace(/\s/g, '')
  return code.length === PHONE_CODE_LENGTH && PHONE_CODE_PATTERN.test(code) ? code : null
}
