import type { AppDeps } from '#server/app-env.ts'
import type { Transaction } from '#server/db/client.ts'
import {
  addTimelineEntry,
  lockOrderRow,
  type OrderRow,
  openBalanceOf,
  setOrderStatus,
} from '#server/orders/order-repo.ts'
import { queueOrderText } from '#server/sms/order-texts.ts'
import { attentionReasons, onlinePaymentMessages } from '#shared/online-payment.ts'
import { NOTE_STATUS, statusChangeNote } from '#shared/order-status.ts'
import { queueOnlinePaymentVerifiedEmail } from './online-payment-emails.ts'
import {
  expireOtherSessions,
  findSessionById,
  findSessionByPaymentId,
  findSessionByPaymentIntent,
  markSessionFailed,
  markSessionPaid,
  type OnlineSessionRow,
  setOnlineOrderPayment,
} from './online-payment-repo.ts'
import type { GatewayPayment } from './payment-gateway.ts'

/**
 * What recording a payment did:
 * - 'applied': it changed the order (paid, a balance settled, a failure noted);
 * - 'already': it was recorded before (a webhook retry, the page asking again);
 * - 'attention': it must not be applied and staff must look (`reason`, from
 *   `attentionReasons`): no attempt matches, the amount differs, a second payment, the
 *   order was cancelled or switched to cash on delivery;
 * - 'ignored': nothing to record (a payment not 'paid', such as 'pending').
 */
export type RecordOutcome =
  | { kind: 'applied'; orderId: string }
  | { kind: 'already'; orderId: string }
  | { kind: 'attention'; orderId: string | null; reason: string }
  | { kind: 'ignored'; orderId: string | null }

export type RecordDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'logger' | 'sms'>

export interface RecordInput {
  /** The checkout session ('cs_…'), when the event or the page names it. */
  sessionId: string | null
  /** The payment intent ('pi_…'): how a `payment.*` event finds its attempt. */
  paymentIntentId: string | null
  payment: GatewayPayment
}

/**
 * The attempt the payment belongs to, and the order's row locked FOR UPDATE
 * (`lockOrderRow`, the one way to lock an order): the attempt is read again under the
 * lock, so two deliveries of one payment (a webhook and the page asking the gateway, two
 * processes) are applied one after the other and the second sees the first.
 */
async function lockAttempt(
  tx: Transaction,
  input: RecordInput,
): Promise<{ session: OnlineSessionRow; order: OrderRow } | null> {
  const intent = input.paymentIntentId ?? input.payment.paymentIntentId
  const found =
    (input.sessionId ? await findSessionById(tx, input.sessionId) : undefined) ??
    (intent ? await findSessionByPaymentIntent(tx, intent) : undefined) ??
    (input.payment.id ? await findSessionByPaymentId(tx, input.payment.id) : undefined)
  if (!found) return null
  const order = await lockOrderRow(tx, found.orderId)
  const session = await findSessionById(tx, found.id)
  return order && session ? { session, order } : null
}

const attention = (orderId: string | null, reason: string): RecordOutcome => ({
  kind: 'attention',
  orderId,
  reason,
})

/**
 * A payment the gateway reports for one of the shop's attempts (issue 32 §1, §2), by a
 * signed webhook (`via` 'webhook') or by the gateway's answer when the shopper's page
 * asked (`via` 'gateway'). Runs inside the caller's transaction. Idempotent: the same
 * payment recorded twice changes nothing the second time.
 *
 * Applied (docs/product-rules.md §12b): the attempt 'paid' with the payment id, method,
 * amounts; purpose 'payment': the order's `paid_centavos` grows by the amount, its payment
 * 'verified', no deadline, a pending order 'paid' (as staff verification makes it), the
 * timeline 'Payment received through PayMongo (pay_…)'; purpose 'balance': `paid_centavos`
 * grows, the timeline says the balance was received. The shopper gets the 'Payment
 * verified' email (and text where texts are on). The order's other attempts for the same
 * purpose are marked 'expired' here (the gateway closes a paid session's siblings only when
 * asked; a payment on one of them would come back as 'attention').
 */
export async function recordOnlinePayment(
  deps: RecordDeps,
  tx: Transaction,
  input: RecordInput & { via: 'webhook' | 'gateway' },
): Promise<RecordOutcome> {
  const { payment } = input
  const locked = await lockAttempt(tx, input)
  if (!locked) return attention(null, attentionReasons.unknownSession)
  const { session, order } = locked
  const orderId = order.orderId
  if (payment.status !== 'paid') return { kind: 'ignored', orderId }
  if (session.state === 'paid') {
    return session.paymentId === payment.id
      ? { kind: 'already', orderId }
      : attention(orderId, attentionReasons.alreadyPaid)
  }
  const holder = await findSessionByPaymentId(tx, payment.id)
  if (holder) {
    // This payment is already recorded on another attempt: nothing to add.
    return holder.state === 'paid'
      ? { kind: 'already', orderId }
      : attention(orderId, attentionReasons.alreadyPaid)
  }
  if (payment.amountCentavos !== session.amountCentavos) {
    return attention(
      orderId,
      attentionReasons.amountMismatch(session.amountCentavos, payment.amountCentavos),
    )
  }
  if (order.status === 'cancelled') return attention(orderId, attentionReasons.orderCancelled)
  if (order.paymentMethod !== 'online') {
    return attention(orderId, attentionReasons.paidAfterSwitchToCod)
  }
  const purpose = session.purpose === 'balance' ? 'balance' : 'payment'
  if (purpose === 'payment' && order.paymentState === 'verified') {
    // Another attempt for the order's payment was paid first (two tabs): refund one.
    return attention(orderId, attentionReasons.alreadyPaid)
  }

  const now = deps.now()
  const paidAt = payment.paidAt ? new Date(payment.paidAt) : now
  await markSessionPaid(tx, session.id, {
    paymentId: payment.id,
    methodType: payment.methodType,
    paidCentavos: payment.amountCentavos,
    feeCentavos: payment.feeCentavos,
    paidAt: Number.isNaN(paidAt.getTime()) ? now : paidAt,
    now,
  })
  await expireOtherSessions(tx, orderId, purpose, session.id, now)
  const paid = (order.paidCentavos ?? 0) + payment.amountCentavos
  await setOnlineOrderPayment(
    tx,
    orderId,
    purpose === 'payment'
      ? { paidCentavos: paid, paymentState: 'verified', paymentDueAt: null, now }
      : { paidCentavos: paid, now },
  )
  let status = order.status
  if (purpose === 'payment' && order.status === 'pending') {
    // pending -> paid as staff verification makes it (payment-review.ts): both hold the
    // stock and the delivery place, so nothing moves.
    status = 'paid'
    await setOrderStatus(tx, orderId, {
      status,
      stockHeld: order.stockHeld,
      deliveryHeld: order.deliveryHeld,
      now,
    })
    await addTimelineEntry(tx, {
      orderId,
      status,
      note: statusChangeNote(status),
      staffUserId: null,
      createdAt: now,
    })
  }
  // The shopper reads it on their timeline: an entry under the order's status, not a staff note.
  await addTimelineEntry(tx, {
    orderId,
    status,
    note:
      purpose === 'payment'
        ? onlinePaymentMessages.receivedNote(payment.id)
        : onlinePaymentMessages.balanceReceivedNote(payment.id),
    staffUserId: null,
    createdAt: now,
  })
  const after = { ...order, paidCentavos: paid, paymentState: 'verified' }
  const balance = await openBalanceOf(tx, orderId, after)
  await queueOnlinePaymentVerifiedEmail(
    tx,
    order,
    {
      purpose,
      paymentId: payment.id,
      methodType: payment.methodType,
      receivedCentavos: payment.amountCentavos,
      balanceCentavos: balance,
    },
    deps.config.siteOrigin,
    now,
  )
  await queueOrderText(
    tx,
    after,
    { kind: 'payment_verified', paidCentavos: payment.amountCentavos, online: true },
    now,
  )
  deps.logger.info(
    { orderId, sessionId: session.id, paymentId: payment.id, purpose, via: input.via },
    'online payment recorded',
  )
  return { kind: 'applied', orderId }
}

/**
 * A payment the gateway reports as failed (`payment.failed`): the attempt 'failed' with
 * the gateway's words (unless it was paid meanwhile: a failed try before a good one on
 * the same page), and a staff note. The shopper's page then offers 'Try paying again'.
 * Inside the caller's transaction; idempotent.
 */
export async function recordPaymentFailed(
  deps: RecordDeps,
  tx: Transaction,
  input: RecordInput,
): Promise<RecordOutcome> {
  const { payment } = input
  const locked = await lockAttempt(tx, input)
  if (!locked) return attention(null, attentionReasons.unknownSession)
  const { session, order } = locked
  const orderId = order.orderId
  // Paid meanwhile, or replaced by another attempt: a failure there changes nothing.
  if (session.state === 'paid' || session.state === 'expired') return { kind: 'already', orderId }
  if (session.state === 'failed' && session.paymentId === payment.id) {
    return { kind: 'already', orderId }
  }
  const now = deps.now()
  // The payment id column is unique: keep the id only when no other attempt holds it.
  const holder = payment.id ? await findSessionByPaymentId(tx, payment.id) : undefined
  await markSessionFailed(tx, session.id, {
    paymentId: holder && holder.id !== session.id ? session.paymentId : payment.id || null,
    methodType: payment.methodType,
    failureReason: payment.failureReason?.slice(0, 500) ?? null,
    now,
  })
  await addTimelineEntry(tx, {
    orderId,
    status: NOTE_STATUS,
    note: onlinePaymentMessages.failedNote(
      payment.id,
      payment.failureReason?.slice(0, 200) ?? null,
    ),
    staffUserId: null,
    createdAt: now,
  })
  return { kind: 'applied', orderId }
}
