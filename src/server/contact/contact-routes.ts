import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { routeRateLimits } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { HOUR_MS, TEN_MINUTES_MS } from '#shared/durations.ts'
import { phoneKey } from '#shared/phone-key.ts'
import {
  CONTACT_SENT_MESSAGE,
  contactRequestSchema,
  contactSentSchema,
} from '#shared/schemas/contact.ts'
import { saveContactMessage } from './contact-repo.ts'

/**
 * Per address, sized for a carrier-grade NAT address with hundreds of shoppers behind
 * it: only a flood from one machine reaches it. Per sender email and per phone: each
 * message lands in staff inboxes, and one person rarely writes more than a couple of
 * times an hour.
 */
export const contactRateLimits = routeRateLimits({
  address: { name: 'contact-address', limit: 300, windowMs: TEN_MINUTES_MS },
  targets: {
    email: { name: 'contact-email', limit: 5, windowMs: HOUR_MS },
    phone: { name: 'contact-phone', limit: 5, windowMs: HOUR_MS },
  },
  message: (wait) =>
    `We have received several messages from you in a short time. Please try again in ${wait}.`,
})

/**
 * `POST /api/contact`: stores the message and queues it to the notification
 * addresses, 201 `{message: 'Message Sent'}`. A filled honeypot (`website`) gets
 * the same answer and writes nothing, so a bot learns nothing from it (it still
 * counts against the limits, as any other message would).
 */
export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    documented({
      summary: 'Send the shop a message from the contact form',
      tags: ['contact'],
      answers: { 201: contactSentSchema },
    }),
    contactRateLimits.perAddress(deps),
    validate('json', contactRequestSchema),
    async (c) => {
      const { website, ...message } = c.req.valid('json')
      await contactRateLimits.perTarget(deps, {
        email: message.email.toLowerCase(),
        phone: phoneKey(message.phone),
      })
      if (!website?.trim()) await saveContactMessage(deps.db, message, deps.now())
      c.header('Cache-Control', 'no-store')
      return c.json({ message: CONTACT_SENT_MESSAGE }, 201)
    },
  )
}
