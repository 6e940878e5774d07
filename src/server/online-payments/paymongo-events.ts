import { z } from 'zod'
import { MAX_WEBHOOK_BODY_BYTES } from '#shared/online-payment.ts'
import type { GatewayEvent } from './payment-gateway.ts'
import { toGatewayPayment, toGatewayRefund, toGatewaySession } from './paymongo-resources.ts'

/**
 * A webhook body the shop cannot read: not JSON, not a PayMongo event, or an event whose
 * resource is not shaped as PayMongo documents it. The webhook answers 400 and stores
 * nothing (the signature held, so it is PayMongo's mistake or a change of format).
 */
export class WebhookEventError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WebhookEventError'
  }
}

/**
 * PayMongo's event, as it posts it to the webhook:
 * `{data: {id: 'evt_…', type: 'event', attributes: {type, livemode, data: {id, type, attributes}}}}`.
 */
const eventSchema = z.object({
  data: z.object({
    id: z.string().min(1).max(100),
    type: z.literal('event'),
    attributes: z.object({
      type: z.string().min(1).max(100),
      livemode: z.boolean(),
      data: z.object({
        id: z.string().min(1).max(100),
        type: z.string().min(1).max(100),
      }),
    }),
  }),
})

/**
 * The event in a webhook's raw body (read after its signature held). The resource it
 * carries decides what is set: a `checkout_session` gives `session`, a `payment` gives
 * `payment`, a `refund` gives `refund`; any other resource (a link, a source) leaves all
 * three null, and the event is only stored. Throws WebhookEventError on anything else.
 */
export function parseWebhookEvent(rawBody: string): GatewayEvent {
  if (rawBody.length > MAX_WEBHOOK_BODY_BYTES) {
    throw new WebhookEventError('The event is larger than any PayMongo sends')
  }
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    throw new WebhookEventError('The event is not JSON')
  }
  const parsed = eventSchema.safeParse(json)
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ')
    throw new WebhookEventError(`The body is not a PayMongo event (${where})`)
  }
  const { id, attributes } = parsed.data.data
  // The resource as sent, with every field: the parsers below read what they need.
  const resource = (json as { data: { attributes: { data: unknown } } }).data.attributes.data
  const event: GatewayEvent = {
    id,
    type: attributes.type,
    livemode: attributes.livemode,
    session: null,
    payment: null,
    refund: null,
  }
  try {
    switch (attributes.data.type) {
      case 'checkout_session':
        return { ...event, session: toGatewaySession(resource) }
      case 'payment':
        return { ...event, payment: toGatewayPayment(resource) }
      case 'refund':
        return { ...event, refund: toGatewayRefund(resource) }
      default:
        return event
    }
  } catch (err) {
    throw new WebhookEventError(
      `The ${attributes.type} event ${id} carries a resource the shop cannot read: ${
        err instanceof Error ? err.message : String(err)
      }`,
    )
  }
}
