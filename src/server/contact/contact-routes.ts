import { Hono } from 'hono'
import { CONTACT_SENT_MESSAGE, contactRequestSchema } from '../../shared/schemas/messages'
import type { AppDeps, AppEnv } from '../app-env'
import { type RateLimitRule, rateLimit } from '../http/rate-limit'
import { validate } from '../http/validate'
import { saveContactMessage } from './contact-repo'

/** The toast title the contact page shows (SPEC.md §8). */

/** Each message lands in staff inboxes, so a script gets very few through. */
export const contactRateLimit: RateLimitRule = {
  name: 'contact',
  limit: 5,
  windowMs: 10 * 60 * 1000,
}

/**
 * `POST /api/contact`: stores the message and queues it to the notification
 * addresses, 201 `{message: 'Message Sent'}`. A filled honeypot (`website`) gets
 * the same answer and writes nothing, so a bot learns nothing from it.
 */
export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit(deps, contactRateLimit),
    validate('json', contactRequestSchema),
    async (c) => {
      const { website, ...message } = c.req.valid('json')
      if (!website?.trim()) await saveContactMessage(deps.db, message, deps.now())
      c.header('Cache-Control', 'no-store')
      return c.json({ message: CONTACT_SENT_MESSAGE }, 201)
    },
  )
}
