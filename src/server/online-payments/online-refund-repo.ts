import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { onlinePaymentSessions, onlineRefunds } from '#server/db/schema/online-payments.ts'
import { orders } from '#server/db/schema/orders.ts'
import type { OnlineRefundState } from '#shared/online-payment.ts'

/**
 * Refunds through the payment gateway (issue 32 §3): the `online_refunds` rows and the
 * order's settled amount they move. Every write here runs in the caller's transaction,
 * under the order's row lock (`lockOrderRow`).
 */
export type OnlineRefundRow = typeof onlineRefunds.$inferSelect

/** The refund a press of the button with this key made on this order, if any. */
export async function findRefundByKey(
  tx: Queryable,
  orderId: string,
  requestKey: string,
): Promise<OnlineRefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.orderId, orderId), eq(onlineRefunds.requestKey, requestKey)))
  return row
}

/** What the order's refunds give back or are giving back: every refund but the failed ones. */
export async function refundedCentavos(tx: Queryable, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${onlineRefunds.amountCentavos}), 0)::int` })
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.orderId, orderId), ne(onlineRefunds.state, 'failed')))
  return Number(row?.n ?? 0)
}

/** The order's confirmed payment (purpose 'payment', state 'paid'): what a refund gives back from. */
export async function paidOrderPayment(
  tx: Queryable,
  orderId: string,
): Promise<{ paymentId: string; methodType: string | null } | undefined> {
  const [row] = await tx
    .select({
      paymentId: onlinePaymentSessions.paymentId,
      methodType: onlinePaymentSessions.methodType,
    })
    .from(onlinePaymentSessions)
    .where(
      and(
        eq(onlinePaymentSessions.orderId, orderId),
        eq(onlinePaymentSessions.purpose, 'payment'),
        eq(onlinePaymentSessions.state, 'paid'),
      ),
    )
    .orderBy(desc(onlinePaymentSessions.paidAt))
    .limit(1)
  return row?.paymentId ? { paymentId: row.paymentId, methodType: row.methodType } : undefined
}

/**
 * The first phase's row: 'requesting', its amount already counted. Undefined when a row
 * with this key already exists (the unique index `online_refunds_request_unique`).
 */
export async function insertRequestedRefund(
  tx: Queryable,
  refund: {
    orderId: string
    paymentId: string
    requestKey: string
    amountCentavos: number
    requestedByName: string
    now: Date
  },
): Promise<OnlineRefundRow | undefined> {
  const [row] = await tx
    .insert(onlineRefunds)
    .values({
      orderId: refund.orderId,
      paymentId: refund.paymentId,
      requestKey: refund.requestKey,
      amountCentavos: refund.amountCentavos,
      state: 'requesting',
      requestedByName: refund.requestedByName,
      createdAt: refund.now,
      updatedAt: refund.now,
    })
    .onConflictDoNothing()
    .returning()
  return row
}

/**
 * Moves the order's settled amount by `deltaCentavos` (negative: refunded; positive: a
 * failed refund given back), in SQL so it adds to whatever is there now.
 */
export async function addToBalanceSettled(
  tx: Queryable,
  orderId: string,
  deltaCentavos: number,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      balanceSettledCentavos: sql`${orders.balanceSettledCentavos} + ${deltaCentavos}`,
      updatedAt: now,
    })
    .where(eq(orders.orderId, orderId))
}

/**
 * The second phase, answered: the gateway's id and state. Only a row still
 * 'requesting' changes (true when it did); a webhook may have told the rest already.
 */
export async function recordGatewayRefund(
  tx: Queryable,
  id: number,
  answer: { gatewayRefundId: string; state: Exclude<OnlineRefundState, 'requesting'>; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(onlineRefunds)
    .set({ gatewayRefundId: answer.gatewayRefundId, state: answer.state, updatedAt: answer.now })
    .where(and(eq(onlineRefunds.id, id), eq(onlineRefunds.state, 'requesting')))
    .returning({ id: onlineRefunds.id })
  return rows.length > 0
}

/** The second phase, refused or unanswered: 'failed' with why (true when the row was still 'requesting'). */
export async function markRefundFailed(
  tx: Queryable,
  id: number,
  failure: { reason: string; gatewayRefundId?: string | undefined; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(onlineRefunds)
    .set({
      state: 'failed',
      failureReason: failure.reason.slice(0, 500),
      ...(failure.gatewayRefundId ? { gatewayRefundId: failure.gatewayRefundId } : {}),
      updatedAt: failure.now,
    })
    .where(and(eq(onlineRefunds.id, id), eq(onlineRefunds.state, 'requesting')))
    .returning({ id: onlineRefunds.id })
  return rows.length > 0
}
