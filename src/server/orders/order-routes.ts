import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { deliverySlotsFor } from '#server/delivery/delivery-booking-repo.ts'
import { validationFailed } from '#server/http/errors.ts'
import {
  callerKey,
  enforceRateLimits,
  type RateLimitHit,
  type RateLimitRule,
  rateLimit,
} from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { deviceHashOf, ensureDevice } from '#server/phone-verification/device-cookie.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { checkoutZones } from '#server/settings/shipping-zone-repo.ts'
import { deliverySlotsQuerySchema } from '#shared/schemas/delivery.ts'
import {
  type CheckoutOptions,
  orderLookupQuerySchema,
  placeOrderRequestSchema,
} from '#shared/schemas/orders.ts'
import { mintOrderAccessToken } from './order-access-tokens.ts'
import { findOrderByIdAndEmail } from './order-repo.ts'
import { toPublicOrder } from './order-views.ts'
import { placeOrder } from './place-order.ts'
import { shopperOrderNotFound } from './shopper-order-not-found.ts'

const TEN_MINUTES = 10 * 60 * 1000

/**
 * Lookups per address, sized for a carrier-grade NAT address with hundreds of
 * shoppers behind it (a status page is opened again and again): only a script
 * trying pairs reaches it.
 */
export const orderLookupAddressRateLimit: RateLimitRule = {
  name: 'order-lookup-address',
  limit: 300,
  windowMs: TEN_MINUTES,
}

/**
 * Lookups per order id and per email: guessing the email of one order (or the id
 * of one person's order) stays slow from any number of addresses, while a shopper
 * reloading their own status page stays well under it.
 */
export const orderLookupOrderRateLimit: RateLimitRule = {
  name: 'order-lookup-order',
  limit: 20,
  windowMs: TEN_MINUTES,
}
export const orderLookupEmailRateLimit: RateLimitRule = {
  name: 'order-lookup-email',
  limit: 20,
  windowMs: TEN_MINUTES,
}

/**
 * `GET /api/checkout/options`: the zones, free-delivery threshold and GCash details.
 * `GET /api/checkout/delivery-slots?zoneId=`: the dates and windows the zone can still
 * take on the server's clock (full ones marked), never cached: places go fast.
 */
export function checkoutRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/options', async (c) => {
      const [zones, site, gcash] = await Promise.all([
        checkoutZones(deps.db),
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
    .get('/delivery-slots', validate('query', deliverySlotsQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store')
      const slots = await deliverySlotsFor(deps.db, c.req.valid('query').zoneId, deps.now())
      if (!slots) throw validationFailed({ zoneId: 'Choose a delivery zone' })
      return c.json(slots)
    })
}

/** `/api/orders`: placing an order, and a shopper looking one up later. */
export function orderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', validate('json', placeOrderRequestSchema), async (c) => {
      c.header('Cache-Control', 'no-store')
      const outcome = await placeOrder(deps, c.req.valid('json'), {
        baseUrl: deps.config.siteOrigin,
        clientKey: callerKey(c, deps),
        device: {
          hash: deviceHashOf(c, deps.config),
          ensure: () => ensureDevice(c, deps.config, deps.now()),
        },
      })
      // Not placed yet: a code was texted to the phone (docs/security.md, verified phones).
      if ('verification' in outcome) return c.json(outcome, 202)
      return c.json(outcome.order, outcome.created ? 201 : 200)
    })
    .get(
      '/lookup',
      rateLimit(deps, orderLookupAddressRateLimit),
      validate('query', orderLookupQuerySchema),
      async (c) => {
        const { orderId, email } = c.req.valid('query')
        c.header('Cache-Control', 'no-store')
        // PostgreSQL text cannot hold NUL: such a lookup matches nothing, not a 500.
        if (`${orderId}${email}`.includes('\u0000')) throw shopperOrderNotFound()
        const hits: RateLimitHit[] = []
        if (orderId !== '') hits.push({ rule: orderLookupOrderRateLimit, subject: orderId })
        if (email !== '') {
          hits.push({ rule: orderLookupEmailRateLimit, subject: email.toLowerCase() })
        }
        await enforceRateLimits(deps.db, hits, deps.now())
        const loaded = await findOrderByIdAndEmail(deps.db, orderId, email)
        if (!loaded) throw shopperOrderNotFound()
        const token = await mintOrderAccessToken(deps.db, loaded.order.orderId, deps.now())
        return c.json(await toPublicOrder(deps.db, loaded, token))
      },
    )
}
