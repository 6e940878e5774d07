import type { Queryable } from '#server/db/client.ts'
import type { OrderRow } from '#server/orders/order-repo.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import {
  type OnlineRefundState,
  type OnlineSessionPurpose,
  type OnlineSessionState,
  onlineBalanceOf,
  onlinePaymentMessages,
  type PaymentEventState,
  refundableOf,
} from '#shared/online-payment.ts'
import type { AdminOnlinePayment, OnlinePaymentStatus } from '#shared/schemas/online-payments.ts'
import {
  attentionEventsOfOrder,
  type OnlineSessionRow,
  refundsOfOrder,
  sessionsOfOrder,
} from './online-payment-repo.ts'

/** What the views read of the order (any order row has it). */
export type OnlineOrderFacts = Pick<
  OrderRow,
  | 'orderId'
  | 'status'
  | 'paymentMethod'
  | 'paymentState'
  | 'paymentDueAt'
  | 'totalCentavos'
  | 'paidCentavos'
  | 'balanceSettledCentavos'
>

type RefundRow = Awaited<ReturnType<typeof refundsOfOrder>>[number]

interface Loaded {
  sessions: OnlineSessionRow[]
  refunds: RefundRow[]
  allowSwitchToCod: boolean
}

async function load(db: Queryable, orderId: string): Promise<Loaded> {
  // One query at a time: inside a transaction they share one connection.
  const sessions = await sessionsOfOrder(db, orderId)
  const refunds = await refundsOfOrder(db, orderId)
  const { allowSwitchToCod } = await getSettings(db, 'onlinePayments')
  return { sessions, refunds, allowSwitchToCod }
}

/** The attempt that paid the order's payment (purpose 'payment'), if any. */
const paidPaymentSession = (sessions: readonly OnlineSessionRow[]) =>
  sessions.filter((s) => s.purpose === 'payment' && s.state === 'paid').at(-1)

function statusOf(order: OnlineOrderFacts, { sessions, refunds, allowSwitchToCod }: Loaded) {
  const paid = order.paymentState === 'verified'
  const newest = sessions.at(-1)
  const open = sessions.filter((s) => s.state === 'open').at(-1)
  const paidSession = paidPaymentSession(sessions)
  const methodType = paid ? (paidSession?.methodType ?? null) : null
  const refundedCentavos = refunds
    .filter((r) => r.state !== 'failed')
    .reduce((sum, r) => sum + r.amountCentavos, 0)
  const paidCentavos = sessions
    .filter((s) => s.state === 'paid')
    .reduce((sum, s) => sum + (s.paidCentavos ?? s.amountCentavos), 0)
  // total − paid − settled: refunds through the gateway are counted as settled (negative).
  const balanceCentavos = paid ? onlineBalanceOf(order) : 0
  const awaiting = order.status === 'pending' && !paid && order.paymentMethod === 'online'
  const dueAt = awaiting ? order.paymentDueAt : null
  const canRetry = awaiting && newest?.state !== 'paid'
  const status: OnlinePaymentStatus = {
    state: paid ? 'paid' : 'awaiting',
    lastAttempt: (newest?.state as OnlineSessionState | undefined) ?? null,
    checkoutUrl: open?.checkoutUrl ?? null,
    methodType,
    paidLabel: paid ? onlinePaymentMessages.paidLabel(methodType) : null,
    paidCentavos,
    refundedCentavos,
    balanceCentavos,
    canRetry,
    canPayOnDelivery: canRetry && allowSwitchToCod,
    canPayBalance:
      paid && balanceCentavos > 0 && order.status !== 'cancelled' && order.status !== 'completed',
    dueAt: dueAt?.toISOString() ?? null,
    deadlineText: dueAt ? onlinePaymentMessages.deadlineText(dueAt) : null,
    refunds: refunds.map((r) => ({
      amountCentavos: r.amountCentavos,
      refundId: r.refundId,
      state: r.state as OnlineRefundState,
      createdAt: r.createdAt.toISOString(),
    })),
  }
  return { status, paidSession }
}

/**
 * The shopper's view of an online order's payment (issue 32, `OnlinePaymentStatus`):
 * where it stands, the attempt open on the gateway's page, what was paid with what,
 * refunds, and what the order page may offer ('Try paying again', 'Pay cash on delivery
 * instead', 'Pay ₱… online').
 */
export async function onlinePaymentStatusOf(
  db: Queryable,
  order: OnlineOrderFacts,
): Promise<OnlinePaymentStatus> {
  return statusOf(order, await load(db, order.orderId)).status
}

/**
 * The staff's view (`AdminOnlinePayment`): the shopper's, with every attempt, who
 * refunded, what 'Refund … through PayMongo' may give back now (what packing lighter left
 * over, within what was paid and not refunded yet), and the webhook events kept for staff.
 */
export async function adminOnlinePaymentOf(
  db: Queryable,
  order: OnlineOrderFacts,
): Promise<AdminOnlinePayment> {
  const loaded = await load(db, order.orderId)
  const events = await attentionEventsOfOrder(db, order.orderId)
  const { status, paidSession } = statusOf(order, loaded)
  const refundableCentavos = refundableOf(
    status.balanceCentavos,
    status.paidCentavos,
    status.refundedCentavos,
  )
  return {
    ...status,
    paymentId: status.state === 'paid' ? (paidSession?.paymentId ?? null) : null,
    attempts: loaded.sessions.map((s) => ({
      sessionId: s.id,
      purpose: s.purpose as OnlineSessionPurpose,
      state: s.state as OnlineSessionState,
      amountCentavos: s.amountCentavos,
      paymentId: s.paymentId,
      methodType: s.methodType,
      paidCentavos: s.paidCentavos,
      feeCentavos: s.feeCentavos,
      failureReason: s.failureReason,
      createdAt: s.createdAt.toISOString(),
      paidAt: s.paidAt?.toISOString() ?? null,
    })),
    refunds: loaded.refunds.map((r) => ({
      amountCentavos: r.amountCentavos,
      refundId: r.refundId,
      state: r.state as OnlineRefundState,
      createdAt: r.createdAt.toISOString(),
      requestedBy: r.requestedBy,
    })),
    refundableCentavos,
    attentionEvents: events.map((e) => ({
      eventId: e.eventId,
      type: e.type,
      receivedAt: e.receivedAt.toISOString(),
      state: e.state as PaymentEventState,
      orderId: e.orderId,
      paymentId: e.paymentId,
      amountCentavos: e.amountCentavos,
      reason: e.reason,
    })),
  }
}
