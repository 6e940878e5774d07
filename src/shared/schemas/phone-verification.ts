import { z } from 'zod'
import { MAX_PHONE_INPUT_LENGTH, PH_MOBILE_MESSAGE, phMobileKey } from '#shared/mobile-number.ts'

/**
 * A Philippine mobile number as typed, bounded before it is read; its output is the
 * number as typed (trimmed), its national part checked by `phMobileKey`.
 */
export const phMobileSchema = z
  .string({ message: 'Phone number is required' })
  .trim()
  .min(1, { message: 'Phone number is required', abort: true })
  .max(MAX_PHONE_INPUT_LENGTH, { message: PH_MOBILE_MESSAGE, abort: true })
  .refine((v) => phMobileKey(v) !== null, PH_MOBILE_MESSAGE)

/** `POST /api/checkout/phone-code`: 'Resend code' for the number in the checkout. */
export const phoneCodeRequestSchema = z.object({ phone: phMobileSchema })
