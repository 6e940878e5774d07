import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { AppError } from '#server/http/errors.ts'
import { documented } from '#server/http/openapi.ts'
import { routeRateLimits } from '#server/http/rate-limit.ts'
import { orderIdForLink } from '#server/orders/order-lookup.ts'
import { loadOrder } from '#server/orders/order-repo.ts'
import { toPublicOrder } from '#server/orders/order-views.ts'
import { orderLinkNotFound } from '#server/orders/shopper-order-not-found.ts'
import { HOUR_MS, TEN_MINUTES_MS } from '#shared/durations.ts'
import { publicOrderSchema } from '#shared/schemas/orders.ts'
import { newestProofStorageKey } from './payment-proof-repo.ts'
import { proofImageResponse } from './proof-file.ts'
import { makeProofImage } from './proof-image.ts'
import { ProofUploadForm } from './proof-upload-form.ts'
import { assertOrderTakesProof, submitPaymentProof } from './submit-payment-proof.ts'

/**
 * Proofs per address, sized for a carrier-grade NAT address with many GCash shoppers
 * behind it (each sends one or two): only a flood of uploads reaches it. Upload
 * attempts per order: a shopper whose screenshot was refused sends another, and
 * perhaps a third; ten an hour stops a script hammering one order's uploads (what an
 * order can store is capped apart, at MAX_PROOFS_PER_ORDER, decision 0081). Keyed by
 * the order the link's token opens, so only whoever holds the link can spend it (a
 * stranger who knows the order id cannot).
 */
export const paymentProofRateLimits = routeRateLimits({
  address: { name: 'payment-proof-address', limit: 60, windowMs: HOUR_MS },
  targets: { order: { name: 'payment-proof-order', limit: 10, windowMs: HOUR_MS } },
})

/**
 * Reads of the proof image: the order page shows it each time it is opened, so the
 * per-order limit (the order the token opens) is a little above the lookup's; per
 * address as generous as the lookup's, for the same shared addresses.
 */
export const proofImageRateLimits = routeRateLimits({
  address: { name: 'payment-proof-image-address', limit: 300, windowMs: TEN_MINUTES_MS },
  targets: { order: { name: 'payment-proof-image-order', limit: 30, windowMs: TEN_MINUTES_MS } },
})

/**
 * `POST /api/orders/by-token/:token/payment-proof` (multipart, in this order:
 * `referenceNumber`, `purpose` ('payment' when left out, or 'balance' for what a
 * verified payment left to pay, issue 28 §1), then `file`): a GCash shopper's proof of
 * payment, for the order the link's token opens (no route takes an order id and email
 * for it: decision 0072). The body is read as it arrives: the token, the fields and
 * the order are checked before the file is read (decision 0082), so a refused proof
 * costs neither the upload nor image work. The screenshot is then checked and the
 * proof recorded (submit-payment-proof.ts).
 *
 * `GET /api/orders/by-token/:token/payment-proof/image`: the newest proof's image, for
 * whoever holds the order's link; never cached.
 */
export function paymentProofRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(
      '/by-token/:token/payment-proof',
      documented({
        summary: "Send a GCash proof of payment for the order the link's token opens",
        tags: ['payments'],
        answers: {
          201: {
            json: publicOrderSchema,
            description: 'The order as the shopper sees it, the proof on it',
          },
        },
      }),
      paymentProofRateLimits.perAddress(deps),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        // A link that opens nothing is refused before its body is read.
        const orderId = await orderIdForLink(deps, c.req.param('token'))
        // Streamed (decision 0082): the fields before the file are read and the
        // order checked, all before a byte of the image is read or any image work.
        const form = ProofUploadForm.open(c.req.raw)
        const fields = await form.readFields()
        await paymentProofRateLimits.perTarget(deps, { order: orderId })
        await assertOrderTakesProof(deps.db, orderId, fields.purpose)
        const image = await makeProofImage(await form.readFile())
        await submitPaymentProof(deps, orderId, fields, image)
        const loaded = await loadOrder(deps.db, orderId)
        if (!loaded) throw orderLinkNotFound()
        return c.json(await toPublicOrder(deps.db, loaded, c.req.param('token')), 201)
      },
    )
    .get(
      '/by-token/:token/payment-proof/image',
      documented({
        summary: "The newest proof of payment's image, for whoever holds the order's link",
        tags: ['payments'],
        answers: { 200: { description: 'The proof screenshot (WebP)', contentType: 'image/webp' } },
      }),
      proofImageRateLimits.perAddress(deps),
      async (c) => {
        const orderId = await orderIdForLink(deps, c.req.param('token'))
        await proofImageRateLimits.perTarget(deps, { order: orderId })
        const storageKey = await newestProofStorageKey(deps.db, orderId)
        if (!storageKey)
          throw new AppError(404, 'not_found', 'This order has no proof of payment yet.')
        return proofImageResponse(c, deps, { storageKey })
      },
    )
}
