import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { countHostedLookups } from '#server/hosted-store/hosted-limits.ts'
import { documented } from '#server/http/openapi.ts'
import { callerKey, routeRateLimits } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { TEN_MINUTES_MS } from '#shared/durations.ts'
import {
  hostedProductIds,
  TOO_MANY_HOSTED_PRODUCTS_MESSAGE,
} from '#shared/hosted-store/hosted-product-cap.ts'
import { cartQuoteRequestSchema, cartQuoteSchema } from '#shared/schemas/cart.ts'
import { priceCart } from './price-cart.ts'

/**
 * Quotes per address (IPv6 by /64). The cart and checkout ask again on every change, so
 * a shopper busy with a cart sends dozens in ten minutes; sized for a hundred of them
 * behind one carrier-grade NAT address, it only stops floods.
 */
export const cartQuoteRateLimits = routeRateLimits({
  address: { name: 'cart-quote-address', limit: 1_000, windowMs: TEN_MINUTES_MS },
})

/**
 * `/api/cart`: the browser's cart priced by the server. Only ids, units and quantities
 * are read; anything else in the body (a price, a name) is dropped by the schema. Each
 * distinct hosted-store product also counts against the address's hosted-store budget
 * (hosted-limits.ts): pricing asks the service about it.
 */
export function cartRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/quote',
    documented({
      summary: 'Price the cart: current prices, and lines that can no longer be bought',
      tags: ['cart'],
      answers: { 200: cartQuoteSchema },
    }),
    cartQuoteRateLimits.perAddress(deps),
    validate('json', cartQuoteRequestSchema, {
      message: (fields) =>
        fields.lines === TOO_MANY_HOSTED_PRODUCTS_MESSAGE ? fields.lines : undefined,
    }),
    async (c) => {
      const { lines } = c.req.valid('json')
      await countHostedLookups(deps, callerKey(c, deps), hostedProductIds(lines).length)
      const { quote } = await priceCart(deps.db, lines, { hostedStore: deps.hostedStore })
      c.header('Cache-Control', 'no-store')
      return c.json(quote)
    },
  )
}
