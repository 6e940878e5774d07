import { z } from 'zod'
import { MAX_EMAIL_LENGTH, SUBSCRIBER_EMAIL_PATTERN } from '#shared/subscriber-email.ts'
import { notificationSettingsSchema } from './settings.ts'

/**
 * The Email Notifications section as staff edit it (docs/product-rules.md §5): notification
 * emails comma-separated, each trimmed and checked by the subscriber pattern. The
 * form sends the text as typed; the server stores the list.
 */
export const INVALID_EMAIL_ADDRESS_TITLE = 'Invalid Email Address'
export const CANNOT_SEND_TEST_TITLE = 'Cannot Send Test'
export const NOTIFICATION_EMAILS_REQUIRED = 'Enter at least one notification email address.'

/** 'a@x.ph, b@y.ph' (or a list) as trimmed, non-empty entries; a trailing comma is harmless. */
export function splitEmailList(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((s) => s.split(','))
  return parts.map((s) => s.trim()).filter((s) => s !== '')
}

/**
 * The pattern of the subscriber form, plus zod's own check: the stored section is
 * read back through `notificationSettingsSchema`, which must accept every address.
 */
function isNotificationEmail(address: string): boolean {
  return (
    address.length <= MAX_EMAIL_LENGTH &&
    SUBSCRIBER_EMAIL_PATTERN.test(address) &&
    z.email().safeParse(address).success
  )
}

export function invalidEmailAddresses(addresses: readonly string[]): string[] {
  return addresses.filter((a) => !isNotificationEmail(a))
}

/** 'Invalid Email Address: a@, b@c', the field message and the toast description. */
export function invalidEmailAddressMessage(invalid: readonly string[]): string {
  return `${INVALID_EMAIL_ADDRESS_TITLE}: ${invalid.join(', ')}`
}

export const notificationEmailsSchema = z
  .union([z.string(), z.array(z.string())], { message: NOTIFICATION_EMAILS_REQUIRED })
  .transform(splitEmailList)
  .check((ctx) => {
    if (ctx.value.length === 0) {
      ctx.issues.push({ code: 'custom', message: NOTIFICATION_EMAILS_REQUIRED, input: ctx.value })
      return
    }
    const invalid = invalidEmailAddresses(ctx.value)
    if (invalid.length > 0) {
      ctx.issues.push({
        code: 'custom',
        message: invalidEmailAddressMessage(invalid),
        input: ctx.value,
      })
    }
  })

export const notificationSettingsInputSchema = z.object({
  notificationEmails: notificationEmailsSchema,
  fromName: z.string().trim().max(120, 'Keep the from name under 120 characters').default(''),
  replyTo: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, { abort: true })
    .refine(
      (v) => v === '' || isNotificationEmail(v),
      'Enter a valid email address or leave it empty',
    )
    .default(''),
  newOrderEmails: z.boolean().default(true),
  /** Which order texts go out; a form from before texts existed keeps them all on. */
  orderTexts: notificationSettingsSchema.shape.orderTexts,
})
export type NotificationSettingsInput = z.input<typeof notificationSettingsInputSchema>
export type NotificationSettingsWrite = z.output<typeof notificationSettingsInputSchema>

/** `POST /api/admin/notifications/test`: the addresses in the form, else the saved ones. */
export const testEmailInputSchema = z.object({
  notificationEmails: notificationEmailsSchema.optional(),
})

/** Which provider a test email would go through now: SMTP wins when both are set. */
export const emailProviders = ['smtp', 'emailjs', 'none'] as const
export type EmailProvider = (typeof emailProviders)[number]

/** `GET`/`PUT /api/admin/notifications`: the saved section and the provider in use. */
export const adminNotificationSettingsSchema = notificationSettingsSchema.extend({
  provider: z.enum(emailProviders),
})
export type AdminNotificationSettings = z.infer<typeof adminNotificationSettingsSchema>

/** `POST /api/admin/notifications/test`: who the test went to, and through which provider. */
export const testEmailResultSchema = z.object({
  provider: z.enum(['smtp', 'emailjs'] satisfies EmailProvider[]),
  recipients: z.array(z.string()),
})
export type TestEmailResult = z.infer<typeof testEmailResultSchema>

export const emailProviderLabels: Record<EmailProvider, string> = {
  smtp: 'SMTP',
  emailjs: 'EmailJS',
  none: 'no provider',
}
