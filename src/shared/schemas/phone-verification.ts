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

/**
 * `POST /api/orders` answers 202 with this when the phone must be verified first: a
 * code was sent (or one sent less than a minute ago is still good), and the order is
 * placed when the request comes again with `verificationCode`. 'Resend code' answers
 * the same.
 */
export const phoneCodeSentSchema = z
  .object({
    verification: z.object({
      /** '0917 ••• 4567' */
      phone: z.string(),
      /** Whole seconds until 'Resend code' may send another. */
      resendAfterSeconds: z.int(),
      /** Whole seconds the newest code stays good. */
      expiresInSeconds: z.int(),
    }),
  })
  .meta({ id: 'PhoneCodeSent' })
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>
