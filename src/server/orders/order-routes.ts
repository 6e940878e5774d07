import { Hono } from 'hono'
import { servedProvinces } from '#server/address/served-areas.ts'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { deliverySlotsFor } from '#server/delivery/delivery-booking-repo.ts'
import { validationFailed } from '#server/http/errors.ts'
import { callerKey, rateLimit } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { deviceHashOf, ensureDevice } from '#server/phone-verification/device-cookie.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { checkoutZones } from '#server/settings/shipping-zone-repo.ts'
import { deliverySlotsQuerySchema } from '#shared/schemas/delivery.ts'
import {
  type CheckoutOptions,
  orderLookupRequestSchema,
  placeOrderRequestSchema,
} from '#shared/schemas/orders.ts'
import { loadOrderForLink, lookUpOrder, orderLinkAddressRateLimit } from './order-lookup.ts'
import { toPublicOrder } from './order-views.ts'
import { placeOrder } from './place-order.ts'

/**
 * `GET /api/checkout/options`: the zones, the provinces and cities they serve (each
 * city with its zone), the free-delivery threshold and GCash details.
 * `GET /api/checkout/delivery-slots?zoneId=`: the dates and windows the zone can still
 * take on the server's clock (full ones marked), never cached: places go fast.
 */
export function checkoutRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/options', async (c) => {
      const [zones, provinces, site, gcash] = await Promise.all([
        checkoutZones(deps.db),
        servedProvinces(deps.db),
        getSettings(deps.db, 'site'),
        getSettings(deps.db, 'gcash'),
      ])
      const options: CheckoutOptions = {
        zones,
        provinces,
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

/**
 * `/api/orders`: placing an order; opening it by its link's token
 * (`GET /by-token/:token`); and the lookup form, for a shopper who lost the link
 * (`POST /lookup` with `{ orderId, email }`, answered with a new token). The lookup
 * is a POST so the email is never in a URL, not even of the shop's own API (decision
 * 0072); the old `GET /lookup?orderId=&email=` is gone.
 */
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
    .post('/lookup', validate('json', orderLookupRequestSchema), async (c) => {
      c.header('Cache-Control', 'no-store')
      const { orderId, email } = c.req.valid('json')
      const { loaded, token } = await lookUpOrder(deps, {
        orderId,
        email,
        clientKey: callerKey(c, deps),
      })
      return c.json(await toPublicOrder(deps.db, loaded, token))
    })
    .get('/by-token/:token', rateLimit(deps, orderLinkAddressRateLimit), async (c) => {
      c.header('Cache-Control', 'no-store')
      const token = c.req.param('token')
      return c.json(await toPublicOrder(deps.db, await loadOrderForLink(deps, token), token))
    })
}
