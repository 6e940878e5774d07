import { z } from 'zod'
import {
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type GatewaySession,
} from './payment-gateway.ts'

/**
 * PayMongo's JSON:API resources (`{id, type, attributes}`) read into the gateway's own
 * types. Tolerant of fields PayMongo adds (they are dropped), strict about the ones the
 * shop acts on (ids, amounts, statuses), and bounded: no string, list or map is read
 * past a size PayMongo never sends.
 */

const MAX_ID = 100
const MAX_TEXT = 1_000
const MAX_PAYMENTS = 100
const MAX_METADATA_KEYS = 50
/** Centavos: PayMongo's ceiling is far below this; a bigger number is not a payment. */
const MAX_AMOUNT = 100_000_000_000

const id = z.string().min(1).max(MAX_ID)
const text = z.string().max(MAX_TEXT)
const amount = z.number().int().min(0).max(MAX_AMOUNT)
/** Unix seconds, as PayMongo stamps its resources. */
const unixSeconds = z.number().int().min(0).max(1e11)

/**
 * PayMongo's metadata: a flat map of strings (null when none). Numbers and booleans are
 * kept as their text; nested values and anything past the bound are dropped.
 */
const metadata = z
  .record(z.string().max(MAX_ID), z.unknown())
  .nullish()
  .transform((value): Record<string, string> => {
    const out: Record<string, string> = {}
    if (!value) return out
    for (const [key, v] of Object.entries(value).slice(0, MAX_METADATA_KEYS)) {
      if (typeof v === 'string') out[key] = v.slice(0, MAX_TEXT)
      else if (typeof v === 'number' || typeof v === 'boolean') out[key] = String(v)
    }
    return out
  })

/** A method's type where PayMongo names it: `{type}` or `{attributes: {type}}`. */
const typed = z
  .object({
    type: text.nullish(),
    attributes: z.object({ type: text.nullish() }).nullish(),
  })
  .nullish()

/** `last_payment_error`: an object with `failed_message`/`failed_code`, or a plain text. */
const paymentError = z
  .union([
    text,
    z.object({
      failed_message: text.nullish(),
      failed_code: text.nullish(),
      message: text.nullish(),
      detail: text.nullish(),
    }),
  ])
  .nullish()

export const paymentResourceSchema = z.object({
  id,
  type: z.literal('payment'),
  attributes: z.object({
    amount,
    fee: amount.nullish(),
    status: z.string().min(1).max(MAX_ID),
    source: typed,
    payment_method_used: text.nullish(),
    payment_method: typed,
    payment_intent_id: id.nullish(),
    paid_at: unixSeconds.nullish(),
    failed_message: text.nullish(),
    failed_code: text.nullish(),
    last_payment_error: paymentError,
    metadata,
  }),
})

export const refundResourceSchema = z.object({
  id,
  type: z.literal('refund'),
  attributes: z.object({
    amount,
    payment_id: id,
    status: z.string().min(1).max(MAX_ID),
  }),
})

export const checkoutSessionResourceSchema = z.object({
  id,
  type: z.literal('checkout_session'),
  attributes: z.object({
    checkout_url: z.string().min(1).max(2_000),
    status: z.string().min(1).max(MAX_ID),
    payment_intent: z.object({ id }).nullish(),
    reference_number: text.nullish(),
    payment_method_used: text.nullish(),
    metadata,
    payments: z.array(z.unknown()).max(MAX_PAYMENTS).nullish(),
  }),
})

export type PaymongoPaymentResource = z.input<typeof paymentResourceSchema>
export type PaymongoRefundResource = z.input<typeof refundResourceSchema>
export type PaymongoCheckoutSessionResource = z.input<typeof checkoutSessionResourceSchema>

function unreadable(what: string, error: z.ZodError): GatewayError {
  const where = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
  return new GatewayError(`PayMongo sent a ${what} the shop cannot read (${where})`, {
    code: 'unreadable_resource',
    retryable: false,
  })
}

const isoFromUnix = (seconds: number | null | undefined): string | null =>
  seconds ? new Date(seconds * 1000).toISOString() : null

function failureReason(
  attributes: z.output<typeof paymentResourceSchema>['attributes'],
): string | null {
  const error = attributes.last_payment_error
  if (typeof error === 'string' && error) return error
  if (error && typeof error === 'object') {
    const said = error.failed_message || error.message || error.detail || error.failed_code
    if (said) return said
  }
  return attributes.failed_message || attributes.failed_code || null
}

function methodType(attributes: z.output<typeof paymentResourceSchema>['attributes']) {
  const method = attributes.payment_method
  return (
    attributes.source?.type ||
    attributes.payment_method_used ||
    method?.attributes?.type ||
    (method?.type !== 'payment_method' ? method?.type : null) ||
    null
  )
}

/** A payment resource (`pay_…`) as the gateway's payment. Throws GatewayError (not retryable). */
export function toGatewayPayment(resource: unknown): GatewayPayment {
  const parsed = paymentResourceSchema.safeParse(resource)
  if (!parsed.success) throw unreadable('payment', parsed.error)
  const { id, attributes } = parsed.data
  return {
    id,
    status: attributes.status,
    amountCentavos: attributes.amount,
    feeCentavos: attributes.fee ?? null,
    methodType: methodType(attributes),
    paymentIntentId: attributes.payment_intent_id ?? null,
    paidAt: isoFromUnix(attributes.paid_at),
    failureReason: failureReason(attributes),
    metadata: attributes.metadata,
  }
}

/** A refund resource (`ref_…`) as the gateway's refund. Throws GatewayError (not retryable). */
export function toGatewayRefund(resource: unknown): GatewayRefund {
  const parsed = refundResourceSchema.safeParse(resource)
  if (!parsed.success) throw unreadable('refund', parsed.error)
  const { id, attributes } = parsed.data
  return {
    id,
    paymentId: attributes.payment_id,
    amountCentavos: attributes.amount,
    status: attributes.status,
  }
}

/**
 * A checkout session resource (`cs_…`) with its payments, as the gateway's session. A
 * payment that names no method of its own takes the session's `payment_method_used`.
 * Throws GatewayError (not retryable).
 */
export function toGatewaySession(resource: unknown): GatewaySession {
  const parsed = checkoutSessionResourceSchema.safeParse(resource)
  if (!parsed.success) throw unreadable('checkout session', parsed.error)
  const { id, attributes } = parsed.data
  const used = attributes.payment_method_used || null
  const payments = (attributes.payments ?? []).map((payment) => {
    const read = toGatewayPayment(payment)
    return read.methodType ? read : { ...read, methodType: used }
  })
  return {
    id,
    checkoutUrl: attributes.checkout_url,
    status: attributes.status,
    paymentIntentId: attributes.payment_intent?.id ?? null,
    referenceNumber: attributes.reference_number || null,
    metadata: attributes.metadata,
    payments,
  }
}
