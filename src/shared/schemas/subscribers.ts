import { z } from 'zod'
import {
  INVALID_EMAIL_MESSAGE,
  MAX_EMAIL_LENGTH,
  SUBSCRIBER_EMAIL_PATTERN,
} from '#shared/subscriber-email.ts'

export { INVALID_EMAIL_MESSAGE }

/**
 * Subscriber email (docs/product-rules.md §5): trimmed, lowercased, must look like an email with
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

/** `POST /api/subscribers`'s answer. */
export const subscribedSchema = z.object({ message: z.literal(SUBSCRIBED_MESSAGE) })
