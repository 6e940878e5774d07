import { z } from 'zod'
import {
  INVALID_EMAIL_MESSAGE,
  MAX_EMAIL_LENGTH,
  SUBSCRIBER_EMAIL_PATTERN,
} from '#shared/subscriber-email.ts'

export { INVALID_EMAIL_MESSAGE }

/**
 * Subscriber email (SPEC.md §5): trimmed, lowercased, must look like an email with
 * no spaces. The message is the one the shopper sees.
 *
 * zod runs a string's later checks after one has failed unless told to abort, so
 * every length check ahead of a pattern here aborts: no pattern reads a huge field.
 */
export const subscriberEmailSchema = z
  .string({ message: INVALID_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, { message: INVALID_EMAIL_MESSAGE, abort: true })
  .regex(SUBSCRIBER_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)

export const publicSubscriptionSources = ['Newsletter Form', 'Promotions Page'] as const

/** `POST /api/subscribers`. `website` is a honeypot: people leave it empty. */
export const subscribeRequestSchema = z.object({
  email: subscriberEmailSchema,
  source: z.enum(publicSubscriptionSources).default('Newsletter Form'),
  website: z.string().max(500).optional(),
})
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>

/** The same answer for a new and an existing address (no way to learn who subscribed). */
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!'

/** What `POST /api/contact` answers, and the toast title the page shows. */
export const CONTACT_SENT_MESSAGE = 'Message Sent'

/** `POST /api/contact` (SPEC.md §5): name, email, subject, message required; phone optional. */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(120),
  email: z
    .string()
    .trim()
    .min(1, { message: 'Email address is required', abort: true })
    .max(MAX_EMAIL_LENGTH, { abort: true })
    .pipe(z.email('Enter a valid email address')),
  phone: z.string().trim().max(40).optional().default(''),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  message: z.string().trim().min(1, 'Message is required').max(5000),
  website: z.string().max(500).optional(),
})
export type ContactRequest = z.input<typeof contactRequestSchema>
