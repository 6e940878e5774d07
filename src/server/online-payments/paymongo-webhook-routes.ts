import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { AppError, badRequest, payloadTooLarge } from '#server/http/errors.ts'
import { documented } from '#server/http/openapi.ts'
import { MAX_WEBHOOK_BODY_BYTES, onlinePaymentMessages } from '#shared/online-payment.ts'
import { handlePaymentEvent } from './handle-payment-event.ts'
import type { GatewayEvent } from './payment-gateway.ts'
import { parseWebhookEvent } from './paymongo-events.ts'
import { verifyPaymongoSignature } from './paymongo-signature.ts'

/** What PayMongo is answered once the event is stored (any 2xx stops its retries). */
export const webhookReceiptSchema = z
  .object({
    received: z.literal(true),
    /** The event was in the inbox already: nothing was done again. */
    duplicate: z.literal(true).optional(),
  })
  .meta({ id: 'WebhookReceipt' })

const badSignature = () =>
  new AppError(401, 'bad_signature', 'The webhook signature is missing or does not match.')

/**
 * `POST /api/payments/paymongo/webhook` (`paymentGatewayApiPaths.paymongoWebhook`,
 * issue 32 §2): PayMongo's signed events. No session and no same-origin rule apply
 * (http/same-origin.ts exempts exactly this path): only the `Paymongo-Signature`
 * header does, an HMAC-SHA256 of `t + "." + the raw body` with the webhook secret,
 * checked on the bytes as they arrived (never on re-serialised JSON), within
 * WEBHOOK_TOLERANCE_SECONDS of the server's clock. The body is read raw, at most
 * MAX_WEBHOOK_BODY_BYTES (http/body-limits.ts refuses more with a 413 before it is
 * read). 404 when the shop has no gateway; 401 when the signature does not hold
 * (logged at warn, without the body; nothing stored). Then the event goes to the inbox
 * (handle-payment-event.ts) and is acted on in the same transaction: a few queries,
 * well within PayMongo's 30 seconds. A database error answers 500, so PayMongo retries.
 */
export function paymongoWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/webhook',
    documented({
      summary: "PayMongo's signed webhook events (payments, failures, refunds)",
      description:
        'Called by PayMongo, never by a browser: only the Paymongo-Signature header is checked (no session, no same-origin rule). Each event is stored by its id before it is acted on, so a retry changes nothing twice.',
      tags: ['payments'],
      answers: {
        200: {
          json: webhookReceiptSchema,
          description: 'Stored and acted on, or stored already (`duplicate`)',
        },
      },
    }),
    async (c) => {
      const paymongo = deps.config.paymongo
      if (!paymongo) throw new AppError(404, 'not_found', onlinePaymentMessages.notConfigured)
      const rawBody = new Uint8Array(await c.req.arrayBuffer())
      if (rawBody.byteLength > MAX_WEBHOOK_BODY_BYTES) {
        throw payloadTooLarge('The request is too large.')
      }
      const verdict = verifyPaymongoSignature({
        header: c.req.header('paymongo-signature'),
        rawBody,
        secret: paymongo.webhookSecret,
        mode: deps.paymentGateway?.mode ?? paymongo.mode,
        nowMs: deps.now().getTime(),
      })
      if (!verdict.ok) {
        // Never the body: it is whatever a stranger sent.
        deps.logger.warn(
          { reason: verdict.reason, bytes: rawBody.byteLength },
          'refused a PayMongo webhook: its signature does not hold',
        )
        throw badSignature()
      }
      let event: GatewayEvent
      let payload: unknown
      try {
        // The signature held on these bytes: read them as they are (UTF-8, as PayMongo sends).
        const text = new TextDecoder('utf-8', { fatal: true }).decode(rawBody)
        event = parseWebhookEvent(text)
        payload = JSON.parse(text)
      } catch (err) {
        deps.logger.warn(
          { reason: err instanceof Error ? err.message : String(err) },
          'refused a signed PayMongo webhook the shop cannot read',
        )
        throw badRequest('The event could not be read.')
      }
      const receipt = await handlePaymentEvent(deps, event, payload)
      c.header('Cache-Control', 'no-store')
      return c.json(
        receipt.duplicate ? { received: true, duplicate: true } : { received: true },
        200,
      )
    },
  )
}
