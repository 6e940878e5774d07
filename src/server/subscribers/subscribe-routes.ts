import { Hono } from 'hono'
import {
  INVALID_EMAIL_MESSAGE,
  SUBSCRIBED_MESSAGE,
  subscribeRequestSchema,
} from '../../shared/schemas/messages'
import type { AppDeps, AppEnv } from '../app-env'
import { type RateLimitRule, rateLimit } from '../http/rate-limit'
import { validate } from '../http/validate'
import { addSubscriber } from './subscribers-repo'

/** Generous for a person (typos included), tight for a script filling the list. */
export const subscribeRateLimit: RateLimitRule = {
  name: 'subscribe',
  limit: 10,
  windowMs: 10 * 60 * 1000,
}

/**
 * `POST /api/subscribers`: the footer and promotions newsletter form. A new and an
 * already subscribed address get the same 200 and message, and the same single
 * INSERT ... ON CONFLICT DO NOTHING, so nothing tells whether an address was on
 * the list. A filled honeypot (`website`) gets the same answer and stores nothing.
 */
export function subscribeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit(deps, subscribeRateLimit),
    // The shopper's toast is 'Invalid Email' / INVALID_EMAIL_MESSAGE (SPEC.md §5),
    // so a bad email is the answer's message too, not only a field error.
    validate('json', subscribeRequestSchema, {
      message: (fields) => (fields.email ? INVALID_EMAIL_MESSAGE : undefined),
    }),
    async (c) => {
      const { email, source, website } = c.req.valid('json')
      if (!website?.trim()) await addSubscriber(deps.db, { email, source, now: deps.now() })
      c.header('Cache-Control', 'no-store')
      return c.json({ message: SUBSCRIBED_MESSAGE })
    },
  )
}
