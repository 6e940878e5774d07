import { z } from 'zod'
import {
  onlineRefundStates,
  onlineSessionPurposes,
  onlineSessionStates,
  paymentEventStates,
} from '#shared/online-payment.ts'
import { MAX_AMOUNT_RECEIVED_CENTAVOS } from '#shared/payment-state.ts'

/** A refund through the gateway, as the shopper reads it ('Refunded ₱59.50 (ref_…)'). */
export const onlineRefundViewSchema = z.object({
  amountCentavos: z.int(),
  /** The gateway's id ('ref_…'); null while the call is on its way or if it was refused. */
  refundId: z.string().nullable(),
  state: z.enum(onlineRefundStates),
  createdAt: z.string(),
})
export type OnlineRefundView = z.infer<typeof onlineRefundViewSchema>

/**
 * An online order's payment as the shopper sees it (`PublicOrder.onlinePayment`, and
 * `GET orderApiPaths.onlinePayment(token)`); null for other payment methods.
 */
export const onlinePaymentStatusSchema = z
  .object({
    /** 'awaiting' until the order's payment is confirmed (webhook or the gateway's answer), then 'paid'. */
    state: z.enum(['awaiting', 'paid']),
    /** The newest attempt's state; null when none could be made (the gateway was unreachable). */
    lastAttempt: z.enum(onlineSessionStates).nullable(),
    /** The newest open attempt's page on the gateway; null when none is open. */
    checkoutUrl: z.string().nullable(),
    /** What the gateway reported the order was paid with ('gcash', 'paymaya', …); null until paid. */
    methodType: z.string().nullable(),
    /** 'Paid online (GCash)' once paid; null before. */
    paidLabel: z.string().nullable(),
    /** What the confirmed payments brought in, the order's and a balance's together. */
    paidCentavos: z.int(),
    /** What was refunded or is being refunded (failed refunds left out). */
    refundedCentavos: z.int(),
    /**
     * Once paid: the total as it stands minus what was paid plus what was refunded:
     * positive, the shopper still owes it (packed heavier); negative, the shop refunds it
     * (packed lighter); 0 when square. 0 before paying.
     */
    balanceCentavos: z.int(),
    /** 'Try paying again': pending, not paid, and no open attempt paid meanwhile. */
    canRetry: z.boolean(),
    /** 'Pay cash on delivery instead': as `canRetry`, and the admin allows it. */
    canPayOnDelivery: z.boolean(),
    /** 'Pay ₱59.50 online': paid, and packing left a balance to pay. */
    canPayBalance: z.boolean(),
    /** While awaiting: when the order is cancelled unless paid; null otherwise. */
    dueAt: z.string().nullable(),
    deadlineText: z.string().nullable(),
    refunds: z.array(onlineRefundViewSchema),
  })
  .meta({ id: 'OnlinePaymentStatus' })
export type OnlinePaymentStatus = z.infer<typeof onlinePaymentStatusSchema>

/** `POST orderApiPaths.onlinePayment(token)`: a new attempt for the order's payment or its balance. */
export const startOnlinePaymentRequestSchema = z.object({
  purpose: z.enum(onlineSessionPurposes).default('payment'),
})
export const startOnlinePaymentResponseSchema = z.object({ checkoutUrl: z.string() })
export type StartOnlinePaymentResponse = z.infer<typeof startOnlinePaymentResponseSchema>

/** A webhook event staff look at (the Payments filter 'attention', the order dialog). */
export const paymentEventRowSchema = z
  .object({
    eventId: z.string(),
    type: z.string(),
    receivedAt: z.string(),
    state: z.enum(paymentEventStates),
    orderId: z.string().nullable(),
    paymentId: z.string().nullable(),
    amountCentavos: z.int().nullable(),
    /** Why it was kept instead of applied. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'PaymentEvent' })
export type PaymentEventRow = z.infer<typeof paymentEventRowSchema>

export const paymentEventListSchema = z.object({
  items: z.array(paymentEventRowSchema),
  total: z.int(),
})
export type PaymentEventList = z.infer<typeof paymentEventListSchema>

/** One attempt, as staff see it in the order dialog. */
export const onlineAttemptSchema = z.object({
  sessionId: z.string(),
  purpose: z.enum(onlineSessionPurposes),
  state: z.enum(onlineSessionStates),
  amountCentavos: z.int(),
  paymentId: z.string().nullable(),
  methodType: z.string().nullable(),
  paidCentavos: z.int().nullable(),
  /** The gateway's fee, when it reports one. */
  feeCentavos: z.int().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
})
export type OnlineAttempt = z.infer<typeof onlineAttemptSchema>

/** The staff's view (`AdminOrder.onlinePayment`). */
export const adminOnlinePaymentSchema = onlinePaymentStatusSchema
  .extend({
    /** The order's payment id ('pay_…') once paid: what the list, CSV and dialog show. */
    paymentId: z.string().nullable(),
    attempts: z.array(onlineAttemptSchema),
    refunds: z.array(onlineRefundViewSchema.extend({ requestedBy: z.string().nullable() })),
    /** What 'Refund … through PayMongo' gives back now (the open refund, within what was paid); 0 when none. */
    refundableCentavos: z.int(),
    /** Events about this order kept for staff. */
    attentionEvents: z.array(paymentEventRowSchema),
  })
  .meta({ id: 'AdminOnlinePayment' })
export type AdminOnlinePayment = z.infer<typeof adminOnlinePaymentSchema>

/**
 * `POST adminOrdersApiPaths.refundOnline(orderId)`: the amount, and a key the screen
 * makes once per press of the button (a double click, or a retry, refunds once).
 */
export const refundOnlineRequestSchema = z.object({
  amountCentavos: z
    .number({ message: 'Enter the amount to refund' })
    .int('Enter the amount in centavos')
    .positive('The refund must be more than ₱0.00')
    .max(MAX_AMOUNT_RECEIVED_CENTAVOS),
  requestKey: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/),
})
export type RefundOnlineRequest = z.infer<typeof refundOnlineRequestSchema>
