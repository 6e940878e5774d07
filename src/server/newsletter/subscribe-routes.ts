import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { routeRateLimits } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { HOUR_MS, TEN_MINUTES_MS } from '#shared/durations.ts'
import {
  INVALID_EMAIL_MESSAGE,
  SUBSCRIBED_MESSAGE,
  subscribedSchema,
  subscribeRequestSchema,
} from '#shared/schemas/subscribers.ts'
import { addSubscriber } from './subscribers-repo.ts'

/**
 * Per address, sized for a carrier-grade NAT address with hundreds of shoppers behind
 * it: only a script filling the list from one machine reaches it. Per email address:
 * generous for a person (a retry, the other form), tight for a script.
 */
export const subscribeRateLimits = routeRateLimits({
  address: { name: 'subscribe-address', limit: 500, windowMs: TEN_MINUTES_MS },
  targets: { email: { name: 'subscribe-email', limit: 5, windowMs: HOUR_MS } },
})

/**
 * `POST /api/subscribers`: the footer and promotions newsletter form. A new and an
 * already subscribed address get the same 200 and message, and the same single
 * INSERT ... ON CONFLICT DO NOTHING, so nothing tells whether an address was on
 * the list. A filled honeypot (`website`) gets the same answer and stores nothing.
 */
export function subscribeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    documented({
      summary: 'Subscribe to the newsletter',
      tags: ['newsletter'],
      answers: { 200: subscribedSchema },
    }),
    subscribeRateLimits.perAddress(deps),
    // The shopper's toast is 'Invalid Email' / INVALID_EMAIL_MESSAGE (docs/product-rules.md §5),
    // so a bad email is the answer's message too, not only a field error.
    validate('json', subscribeRequestSchema, {
      message: (fields) => (fields.email ? INVALID_EMAIL_MESSAGE : undefined),
    }),
    async (c) => {
      const { email, source, website } = c.req.valid('json')
      // The schema has lowercased the address: one counter per mailbox however it is typed.
      await subscribeRateLimits.perTarget(deps, { email })
      if (!website?.trim()) await addSubscriber(deps.db, { email, source, now: deps.now() })
      c.header('Cache-Control', 'no-store')
      return c.json({ message: SUBSCRIBED_MESSAGE })
    },
  )
}
