import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { deliverySlotsFor } from '#server/delivery/delivery-booking-repo.ts'
import { validationFailed } from '#server/http/errors.ts'
import { documented, type RouteDocs } from '#server/http/openapi.ts'
import { callerKey } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { deviceHashOf, ensureDevice } from '#server/phone-verification/device-cookie.ts'
import { deliverySlotsQuerySchema, deliverySlotsSchema } from '#shared/schemas/delivery.ts'
import {
  checkoutOptionsSchema,
  placeOrderRequestSchema,
  publicOrderSchema,
} from '#shared/schemas/orders.ts'
import { phoneCodeSentSchema } from '#shared/schemas/phone-verification.ts'
import { checkoutOptions } from './checkout-options.ts'
import { placeOrder } from './place-order.ts'

/** A checkout route's documentation: its summary and answers, in the `checkout` feature. */
const checkoutDocs = (summary: string, answers: RouteDocs['answers']) =>
  documented({ summary, tags: ['checkout'], answers })

/**
 * `GET /api/checkout/options`: the zones, the provinces and cities they serve (each
 * city with its zone), the free-delivery threshold and GCash details.
 * `GET /api/checkout/delivery-slots?zoneId=`: the dates and windows the zone can still
 * take on the server's clock (full ones marked), never cached: places go fast.
 */
export function checkoutRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/options',
      checkoutDocs('What the checkout offers: zones, served cities, free delivery and GCash', {
        200: checkoutOptionsSchema,
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        return c.json(await checkoutOptions(deps.db, deps))
      },
    )
    .get(
      '/delivery-slots',
      checkoutDocs('The dates and windows a zone can still take (full ones marked)', {
        200: deliverySlotsSchema,
      }),
      validate('query', deliverySlotsQuerySchema),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        const slots = await deliverySlotsFor(deps.db, c.req.valid('query').zoneId, deps.now())
        if (!slots) throw validationFailed({ zoneId: 'Choose a delivery zone' })
        return c.json(slots)
      },
    )
}

/**
 * `POST /api/orders`: placing an order (place-order.ts). Its URL is the orders API's,
 * so app.ts mounts this beside the order routes under `/orders`.
 */
export function placeOrderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    checkoutDocs('Place an order (once its phone number is verified, where the shop asks)', {
      201: { json: publicOrderSchema, description: 'Placed' },
      200: { json: publicOrderSchema, description: 'Placed before with this idempotency key' },
      202: {
        json: phoneCodeSentSchema,
        description: 'Not placed yet: a code was texted; send the order again with it',
      },
    }),
    validate('json', placeOrderRequestSchema),
    async (c) => {
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
    },
  )
}
