import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { callerKey } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { orderAgainSchema } from '#shared/schemas/order-again.ts'
import { orderLookupRequestSchema, publicOrderSchema } from '#shared/schemas/orders.ts'
import { orderAgainForLink } from './order-again.ts'
import { orderLinkRateLimits, publicOrderByLookup, publicOrderForLink } from './order-lookup.ts'

/** A shopper's way to their order, answered with the order as the shopper sees it. */
const shopperOrder = (summary: string) =>
  documented({ summary, tags: ['orders'], answers: { 200: publicOrderSchema } })

/**
 * `/api/orders`: opening an order by its link's token (`GET /by-token/:token`); and
 * the lookup form, for a shopper who lost the link
 * (`POST /lookup` with `{ orderId, email }`, answered with a new token). The lookup
 * is a POST so the email is never in a URL, not even of the shop's own API (decision
 * 0072); the old `GET /lookup?orderId=&email=` is gone. 'Order again'
 * (`GET /by-token/:token/order-again`, issue 31 §6): the order's lines as cart lines at
 * today's prices, under the link's limits; it never places an order.
 */
export function orderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(
      '/lookup',
      shopperOrder('Find an order by its id and email (the lookup form), with a new link token'),
      validate('json', orderLookupRequestSchema),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        const { orderId, email } = c.req.valid('json')
        const clientKey = callerKey(c, deps)
        return c.json(await publicOrderByLookup(deps, { orderId, email, clientKey }))
      },
    )
    .get(
      '/by-token/:token',
      shopperOrder("Open an order by its link's token"),
      orderLinkRateLimits.perAddress(deps),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        return c.json(await publicOrderForLink(deps, c.req.param('token')))
      },
    )
    .get(
      '/by-token/:token/order-again',
      documented({
        summary:
          "'Order again': the order's lines as cart lines at today's prices, with what changed (writes nothing; 422 NOTHING_TO_REORDER when none can be bought)",
        tags: ['orders'],
        answers: { 200: orderAgainSchema },
      }),
      orderLinkRateLimits.perAddress(deps),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        return c.json(await orderAgainForLink(deps, c.req.param('token')))
      },
    )
}
