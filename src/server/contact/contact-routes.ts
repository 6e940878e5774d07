import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import {
  enforceRateLimits,
  type RateLimitHit,
  type RateLimitRule,
  rateLimit,
} from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { phoneKey } from '#shared/phone-key.ts'
import { CONTACT_SENT_MESSAGE, contactRequestSchema } from '#shared/schemas/contact.ts'
import { saveContactMessage } from './contact-repo.ts'

const TEN_MINUTES = 10 * 60 * 1000
const ONE_HOUR = 60 * 60 * 1000

/**
 * Per address, sized for a carrier-grade NAT address with hundreds of shoppers behind
 * it: only a flood from one machine reaches it.
 */
export const contactAddressRateLimit: RateLimitRule = {
  name: 'contact-address',
  limit: 300,
  windowMs: TEN_MINUTES,
}

/**
 * Per sender email and per phone: each message lands in staff inboxes, and one
 * person rarely writes more than a couple of times an hour.
 */
export const contactEmailRateLimit: RateLimitRule = {
  name: 'contact-email',
  limit: 5,
  windowMs: ONE_HOUR,
}
export const contactPhoneRateLimit: RateLimitRule = {
  name: 'contact-phone',
  limit: 5,
  windowMs: ONE_HOUR,
}

const tooManyMessages = (wait: string) =>
  `We have received several messages from you in a short time. Please try again in ${wait}.`

/**
 * `POST /api/contact`: stores the message and queues it to the notification
 * addresses, 201 `{message: 'Message Sent'}`. A filled honeypot (`website`) gets
 * the same answer and writes nothing, so a bot learns nothing from it (it still
 * counts against the limits, as any other message would).
 */
export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit(deps, contactAddressRateLimit),
    validate('json', contactRequestSchema),
    async (c) => {
      const { website, ...message } = c.req.valid('json')
      const hits: RateLimitHit[] = [
        { rule: contactEmailRateLimit, subject: message.email.toLowerCase() },
      ]
      const phone = phoneKey(message.phone)
      if (phone !== '') hits.push({ rule: contactPhoneRateLimit, subject: phone })
      await enforceRateLimits(deps.db, hits, deps.now(), tooManyMessages)
      if (!website?.trim()) await saveContactMessage(deps.db, message, deps.now())
      c.header('Cache-Control', 'no-store')
      return c.json({ message: CONTACT_SENT_MESSAGE }, 201)
    },
  )
}
