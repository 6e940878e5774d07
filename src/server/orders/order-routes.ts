import { and, asc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type CheckoutOptions,
  orderLookupQuerySchema,
  placeOrderRequestSchema,
} from '../../shared/schemas/orders'
import type { AppDeps, AppEnv } from '../app-env'
import { orders } from '../db/schema/orders'
import { shippingZones } from '../db/schema/shop'
import { AppError } from '../http/errors'
import { type RateLimitRule, rateLimit } from '../http/rate-limit'
import { validate } from '../http/validate'
import { getSettings } from '../settings/settings-repo'
import { loadOrder, toPublicOrder } from './order-views'
import { placeOrder } from './place-order'

/** Guessing order ids by trying emails (or the reverse) gets very few tries. */
export const orderLookupRateLimit: RateLimitRule = {
  name: 'order-lookup',
  limit: 30,
  windowMs: 10 * 60 * 1000,
}

/** One message whichever part was wrong, so a lookup never confirms an order id or an email. */
const lookupNotFound = () =>
  new AppError(404, 'not_found', 'No order matches that order ID and email.')

/** `GET /api/checkout/options`: the zones, free-delivery threshold and GCash details. */
export function checkoutRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/options', async (c) => {
    const [zones, site, gcash] = await Promise.all([
      deps.db
        .select({
          id: shippingZones.id,
          zoneName: shippingZones.zoneName,
          rateCentavos: shippingZones.rateCentavos,
        })
        .from(shippingZones)
        .orderBy(asc(shippingZones.rateCentavos), asc(shippingZones.zoneName)),
      getSettings(deps.db, 'site'),
      getSettings(deps.db, 'gcash'),
    ])
    const options: CheckoutOptions = {
      zones,
      freeDeliveryThresholdCentavos: site.freeDeliveryThresholdCentavos,
      gcash,
    }
    c.header('Cache-Control', 'no-store')
    return c.json(options)
  })
}

/** `/api/orders`: placing an order, and a shopper looking one up later. */
export function orderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', validate('json', placeOrderRequestSchema), async (c) => {
      const { order, created } = await placeOrder(deps, c.req.valid('json'), deps.config.siteOrigin)
      c.header('Cache-Control', 'no-store')
      return c.json(order, created ? 201 : 200)
    })
    .get(
      '/lookup',
      rateLimit(deps, orderLookupRateLimit),
      validate('query', orderLookupQuerySchema),
      async (c) => {
        const { orderId, email } = c.req.valid('query')
        c.header('Cache-Control', 'no-store')
        // PostgreSQL text cannot hold NUL: such a lookup matches nothing, not a 500.
        if (`${orderId}${email}`.includes('\u0000')) throw lookupNotFound()
        const [match] = await deps.db
          .select({ orderId: orders.orderId })
          .from(orders)
          .where(
            and(eq(orders.orderId, orderId), sql`lower(${orders.customerEmail}) = lower(${email})`),
          )
        const loaded = match ? await loadOrder(deps.db, match.orderId) : null
        if (!loaded) throw lookupNotFound()
        return c.json(await toPublicOrder(deps.db, loaded))
      },
    )
}
