import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { routeRateLimits } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { orderIdForLink, orderLinkRateLimits } from '#server/orders/order-lookup.ts'
import { loadOrder } from '#server/orders/order-repo.ts'
import { toPublicOrder } from '#server/orders/order-views.ts'
import { orderLinkNotFound } from '#server/orders/shopper-order-not-found.ts'
import { HOUR_MS } from '#shared/durations.ts'
import {
  onlinePaymentStatusSchema,
  startOnlinePaymentRequestSchema,
  startOnlinePaymentResponseSchema,
} from '#shared/schemas/online-payments.ts'
import { publicOrderSchema } from '#shared/schemas/orders.ts'
import { onlinePaymentStatusForOrder } from './online-payment-status.ts'
import { type PayOnDeliveryOptions, payOnDelivery } from './pay-on-delivery.ts'
import { startOnlinePayment } from './start-online-payment.ts'

/**
 * New attempts and switches to cash, which call the gateway: per address as generous as
 * the proofs' for a carrier-grade NAT address; per order (the one the link's token
 * opens, so only whoever holds the link spends it), a shopper trying again a few times,
 * or paying a balance, stays well under it, while a script cannot make the shop open
 * sessions at the gateway by the hundred.
 */
export const onlinePaymentRateLimits = routeRateLimits({
  address: { name: 'online-payment-address', limit: 60, windowMs: HOUR_MS },
  targets: { order: { name: 'online-payment-order', limit: 15, windowMs: HOUR_MS } },
})

const tags: [string] = ['payments']

/**
 * `/api/orders/by-token/:token/online-payment` and `/pay-on-delivery` (issue 32 §1),
 * mounted beside the order routes, for whoever holds the order's link (the token opens
 * it, as every shopper route; no order id and email):
 * - GET: where the online payment stands, after asking the gateway while an attempt is
 *   open (online-payment-status.ts);
 * - POST `{ purpose }`: a new attempt ('Try paying again', or the balance after packing
 *   heavier), answered with where to send the shopper;
 * - POST pay-on-delivery: 'Pay cash on delivery instead', answered with the order.
 */
export function onlinePaymentRoutes(deps: AppDeps, options: PayOnDeliveryOptions = {}) {
  return new Hono<AppEnv>()
    .get(
      '/by-token/:token/online-payment',
      documented({
        summary:
          "Where an online payment stands (the gateway is asked first while an attempt is open); for the order the link's token opens",
        tags,
        answers: { 200: onlinePaymentStatusSchema },
      }),
      orderLinkRateLimits.perAddress(deps),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        const orderId = await orderIdForLink(deps, c.req.param('token'))
        return c.json(await onlinePaymentStatusForOrder(deps, orderId))
      },
    )
    .post(
      '/by-token/:token/online-payment',
      documented({
        summary:
          "A new attempt to pay online ('Try paying again', or a balance left by packing): where to send the shopper",
        tags,
        answers: { 200: startOnlinePaymentResponseSchema },
      }),
      onlinePaymentRateLimits.perAddress(deps),
      // Strict: a body naming anything but `purpose` is not this form's (422, never a new attempt).
      validate('json', startOnlinePaymentRequestSchema.strict()),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        const accessToken = c.req.param('token')
        const orderId = await orderIdForLink(deps, accessToken)
        await onlinePaymentRateLimits.perTarget(deps, { order: orderId })
        const { purpose } = c.req.valid('json')
        return c.json(await startOnlinePayment(deps, { orderId, accessToken, purpose }))
      },
    )
    .post(
      '/by-token/:token/pay-on-delivery',
      documented({
        summary: "'Pay cash on delivery instead' for a pending online order not paid",
        tags,
        answers: { 200: publicOrderSchema },
      }),
      onlinePaymentRateLimits.perAddress(deps),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        const accessToken = c.req.param('token')
        const orderId = await orderIdForLink(deps, accessToken)
        await onlinePaymentRateLimits.perTarget(deps, { order: orderId })
        await payOnDelivery(deps, orderId, options)
        const loaded = await loadOrder(deps.db, orderId)
        if (!loaded) throw orderLinkNotFound()
        return c.json(await toPublicOrder(deps.db, loaded, accessToken))
      },
    )
}
