import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import {
  onlineRefundStates,
  onlineSessionPurposes,
  onlineSessionStates,
  paymentEventStates,
} from '#shared/online-payment.ts'
import { belongsTo, instant, serialId, timestamps } from './columns.ts'
import { orders } from './orders.ts'

const listed = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))

/**
 * One attempt to pay an order online (issue 32): a checkout session of the payment
 * gateway, created with the server's own prices and the order id as its reference.
 * 'Try paying again' makes a new one (the old one expired); a balance left after packing
 * heavier is paid through one with purpose 'balance'. The row is the shop's record of
 * what was asked and what the gateway reported; the order's money columns
 * (`paid_centavos`, `payment_state`) follow from the paid ones.
 */
export const onlinePaymentSessions = pgTable(
  'online_payment_sessions',
  {
    /** The gateway's id ('cs_…'). */
    id: text('id').primaryKey(),
    orderId: belongsTo(text('order_id'), () => orders.orderId),
    purpose: text('purpose').notNull().default('payment'),
    /** What this attempt asks for: the sum of its line items. */
    amountCentavos: integer('amount_centavos').notNull(),
    /** The gateway's hosted page the shopper is sent to. */
    checkoutUrl: text('checkout_url').notNull(),
    /** The gateway's payment intent ('pi_…'): how a `payment.*` event finds its attempt. */
    paymentIntentId: text('payment_intent_id'),
    state: text('state').notNull().default('open'),
    /** Once a payment is reported ('pay_…'), paid or failed. */
    paymentId: text('payment_id'),
    /** The method the gateway reports ('gcash', 'paymaya', 'card', 'qrph', …). */
    methodType: text('method_type'),
    /** What the gateway reported as paid, and its fee when it reports one. */
    paidCentavos: integer('paid_centavos'),
    feeCentavos: integer('fee_centavos'),
    /** The gateway's words when the payment failed. */
    failureReason: text('failure_reason'),
    paidAt: instant('paid_at'),
    ...timestamps(),
  },
  (t) => [
    index('online_payment_sessions_order_idx').on(t.orderId, t.createdAt),
    index('online_payment_sessions_intent_idx').on(t.paymentIntentId),
    uniqueIndex('online_payment_sessions_payment_unique').on(t.paymentId),
    check(
      'online_payment_sessions_purpose',
      sql`${t.purpose} in (${listed(onlineSessionPurposes)})`,
    ),
    check('online_payment_sessions_state', sql`${t.state} in (${listed(onlineSessionStates)})`),
    check('online_payment_sessions_amount', sql`${t.amountCentavos} > 0`),
  ],
)

/**
 * A refund through the gateway (issue 32 §3): staff refund what packing lighter left
 * over, partly and more than once per payment. `request_key` is sent by the staff's
 * screen with each press, so a double click refunds once.
 */
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    id: serialId(),
    orderId: belongsTo(text('order_id'), () => orders.orderId),
    /** The payment refunded ('pay_…'). */
    paymentId: text('payment_id').notNull(),
    /** The gateway's id ('ref_…'); null while the call is on its way, or if it was refused. */
    gatewayRefundId: text('gateway_refund_id'),
    requestKey: text('request_key').notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
    state: text('state').notNull().default('requesting'),
    /** The gateway's words when it refused or failed the refund. */
    failureReason: text('failure_reason'),
    /** Copied so the history still names who refunded after the account is removed. */
    requestedByName: text('requested_by_name'),
    ...timestamps(),
  },
  (t) => [
    index('online_refunds_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('online_refunds_request_unique').on(t.orderId, t.requestKey),
    uniqueIndex('online_refunds_gateway_unique').on(t.gatewayRefundId),
    check('online_refunds_state', sql`${t.state} in (${listed(onlineRefundStates)})`),
    check('online_refunds_amount', sql`${t.amountCentavos} > 0`),
  ],
)

/**
 * The webhook inbox (issue 32 §2): every event whose signature held, stored by the
 * gateway's event id before it is acted on, so a retry or a second process receiving
 * the same event changes nothing twice. Events for no known order, or whose amount
 * does not match, stay here with state 'attention' for staff. Retention: handled events
 * are removed after 180 days; attention ones once an order is closed and 180 days passed
 * (housekeeping).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    /** The gateway's event id ('evt_…'). */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    livemode: boolean('livemode').notNull(),
    state: text('state').notNull().default('received'),
    /** What the event names, where the shop could tell. */
    orderId: text('order_id').references(() => orders.orderId, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    paymentId: text('payment_id'),
    amountCentavos: integer('amount_centavos'),
    /** Why staff must look (`attentionReasons` in shared/online-payment.ts). */
    attentionReason: text('attention_reason'),
    /** The event as received (bounded by MAX_WEBHOOK_BODY_BYTES). */
    payload: jsonb('payload').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
    handledAt: instant('handled_at'),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderId),
    index('payment_events_attention_idx').on(t.receivedAt).where(sql`${t.state} = 'attention'`),
    index('payment_events_received_idx').on(t.receivedAt),
    check('payment_events_state', sql`${t.state} in (${listed(paymentEventStates)})`),
  ],
)
