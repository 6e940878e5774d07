import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import {
  onlinePaymentSessions,
  onlineRefunds,
  paymentEvents,
} from '#server/db/schema/online-payments.ts'
import { orderItems, orders } from '#server/db/schema/orders.ts'
import type { OnlineSessionPurpose, OnlineSessionState } from '#shared/online-payment.ts'
import { paymentEventRowColumns } from './payment-event-list-repo.ts'

/**
 * Every query of the shopper's side of paying online (issue 32) on
 * `online_payment_sessions`, and what it needs of orders, refunds and the webhook inbox
 * (read only). Amounts are integer centavos.
 */
export type OnlineSessionRow = typeof onlinePaymentSessions.$inferSelect

/** An attempt not paid: still open, or failed (the gateway's page takes another try). */
const unpaid = sql`${onlinePaymentSessions.state} in ('open', 'failed')`

export async function findSessionById(
  db: Queryable,
  sessionId: string,
): Promise<OnlineSessionRow | undefined> {
  return firstSessionWhere(db, eq(onlinePaymentSessions.id, sessionId))
}

async function firstSessionWhere(
  db: Queryable,
  condition: SQL,
): Promise<OnlineSessionRow | undefined> {
  const [row] = await db.select().from(onlinePaymentSessions).where(condition)
  return row
}

/** The attempt a `payment.*` event names by its payment intent ('pi_…'). */
export async function findSessionByPaymentIntent(
  db: Queryable,
  paymentIntentId: string,
): Promise<OnlineSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(onlinePaymentSessions)
    .where(eq(onlinePaymentSessions.paymentIntentId, paymentIntentId))
    .orderBy(desc(onlinePaymentSessions.createdAt))
    .limit(1)
  return row
}

/** The attempt that holds this payment id ('pay_…'), if any (the column is unique). */
export async function findSessionByPaymentId(
  db: Queryable,
  paymentId: string,
): Promise<OnlineSessionRow | undefined> {
  return firstSessionWhere(db, eq(onlinePaymentSessions.paymentId, paymentId))
}

/** The order's attempts, oldest first. */
export function sessionsOfOrder(db: Queryable, orderId: string): Promise<OnlineSessionRow[]> {
  return db
    .select()
    .from(onlinePaymentSessions)
    .where(eq(onlinePaymentSessions.orderId, orderId))
    .orderBy(asc(onlinePaymentSessions.createdAt), asc(onlinePaymentSessions.id))
}

/** The order's attempts still open for `purpose` (all purposes when omitted), oldest first. */
export function openSessionsOfOrder(
  db: Queryable,
  orderId: string,
  purpose?: OnlineSessionPurpose,
): Promise<OnlineSessionRow[]> {
  return db
    .select()
    .from(onlinePaymentSessions)
    .where(
      and(
        eq(onlinePaymentSessions.orderId, orderId),
        eq(onlinePaymentSessions.state, 'open'),
        purpose ? eq(onlinePaymentSessions.purpose, purpose) : undefined,
      ),
    )
    .orderBy(asc(onlinePaymentSessions.createdAt), asc(onlinePaymentSessions.id))
}

/**
 * The order's attempts not paid and not expired ('open', or 'failed': the gateway's page
 * still takes another try after a failed one), oldest first: those the gateway may still
 * report a payment on.
 */
export function payableSessionsOfOrder(
  db: Queryable,
  orderId: string,
  purpose: OnlineSessionPurpose,
): Promise<OnlineSessionRow[]> {
  return db
    .select()
    .from(onlinePaymentSessions)
    .where(
      and(
        eq(onlinePaymentSessions.orderId, orderId),
        eq(onlinePaymentSessions.purpose, purpose),
        unpaid,
      ),
    )
    .orderBy(asc(onlinePaymentSessions.createdAt), asc(onlinePaymentSessions.id))
}

export async function insertSession(
  tx: Queryable,
  values: {
    id: string
    orderId: string
    purpose: OnlineSessionPurpose
    amountCentavos: number
    checkoutUrl: string
    paymentIntentId: string | null
    now: Date
  },
): Promise<void> {
  const { now, ...row } = values
  await tx
    .insert(onlinePaymentSessions)
    .values({ ...row, state: 'open', createdAt: now, updatedAt: now })
}

/** A payment confirmed for this attempt: what the gateway reported. */
export async function markSessionPaid(
  tx: Queryable,
  sessionId: string,
  paid: {
    paymentId: string
    methodType: string | null
    paidCentavos: number
    feeCentavos: number | null
    paidAt: Date
    now: Date
  },
): Promise<void> {
  await tx
    .update(onlinePaymentSessions)
    .set({
      state: 'paid',
      paymentId: paid.paymentId,
      methodType: paid.methodType,
      paidCentavos: paid.paidCentavos,
      feeCentavos: paid.feeCentavos,
      failureReason: null,
      paidAt: paid.paidAt,
      updatedAt: paid.now,
    })
    .where(eq(onlinePaymentSessions.id, sessionId))
}

/**
 * A failed payment on this attempt. The payment id is kept only when no other attempt
 * holds it (the column is unique); the method too, when reported.
 */
export async function markSessionFailed(
  tx: Queryable,
  sessionId: string,
  failed: {
    paymentId: string | null
    methodType: string | null
    failureReason: string | null
    now: Date
  },
): Promise<void> {
  await tx
    .update(onlinePaymentSessions)
    .set({
      state: 'failed',
      paymentId: failed.paymentId,
      methodType: failed.methodType,
      failureReason: failed.failureReason,
      updatedAt: failed.now,
    })
    .where(eq(onlinePaymentSessions.id, sessionId))
}

/** Marks the unpaid attempts matching `condition` 'expired' (never a paid one); their ids. */
async function expireUnpaidWhere(tx: Queryable, condition: SQL, now: Date): Promise<string[]> {
  const rows = await tx
    .update(onlinePaymentSessions)
    .set({ state: 'expired', updatedAt: now })
    .where(and(condition, unpaid))
    .returning({ id: onlinePaymentSessions.id })
  return rows.map((r) => r.id)
}

/** Marks these attempts 'expired' where they are still open or failed (never a paid one). */
export async function expireSessions(
  tx: Queryable,
  sessionIds: readonly string[],
  now: Date,
): Promise<void> {
  if (sessionIds.length === 0) return
  await expireUnpaidWhere(tx, inArray(onlinePaymentSessions.id, [...sessionIds]), now)
}

/**
 * The order's other attempts of `purpose` not paid ('open' or 'failed'), marked
 * 'expired': one was paid, or a new one replaces them. Returns their ids (the gateway
 * may still take a payment on them).
 */
export function expireOtherSessions(
  tx: Queryable,
  orderId: string,
  purpose: OnlineSessionPurpose,
  exceptSessionId: string | null,
  now: Date,
): Promise<string[]> {
  const others = and(
    eq(onlinePaymentSessions.orderId, orderId),
    eq(onlinePaymentSessions.purpose, purpose),
    exceptSessionId ? ne(onlinePaymentSessions.id, exceptSessionId) : undefined,
  )
  return expireUnpaidWhere(tx, others as SQL, now)
}

/**
 * Every attempt of the order not paid, marked 'expired': the order was cancelled.
 * Returns their ids, to expire at the gateway too.
 */
export function expireUnpaidSessionsOfOrder(
  tx: Queryable,
  orderId: string,
  now: Date,
): Promise<string[]> {
  return expireUnpaidWhere(tx, eq(onlinePaymentSessions.orderId, orderId), now)
}

/** The order's row, read without a lock (what an answer shows, or what a gateway call is made from). */
export async function findOrderRow(
  db: Queryable,
  orderId: string,
): Promise<typeof orders.$inferSelect | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId))
  return row
}

/** The order's money columns a confirmed online payment changes. */
export async function setOnlineOrderPayment(
  tx: Queryable,
  orderId: string,
  change: {
    paidCentavos: number
    paymentState?: 'verified'
    paymentDueAt?: null
    now: Date
  },
): Promise<void> {
  const { now, ...set } = change
  await tx
    .update(orders)
    .set({ ...set, updatedAt: now })
    .where(eq(orders.orderId, orderId))
}

/** 'Pay cash on delivery instead': the order is paid at the door; no deadline runs. */
export async function switchOrderToCod(tx: Queryable, orderId: string, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({
      paymentMethod: 'cod',
      paymentState: 'none',
      paymentDueAt: null,
      paymentRemindedAt: null,
      updatedAt: now,
    })
    .where(eq(orders.orderId, orderId))
}

/** The order's stored lines, in line order: what a payment session's line items are made of. */
export function orderLinesForSession(db: Queryable, orderId: string) {
  return db
    .select({
      name: orderItems.name,
      quantity: orderItems.quantity,
      unit: orderItems.unit,
      weightGrams: orderItems.weightGrams,
      packedGrams: orderItems.packedGrams,
      averagePieceGrams: orderItems.averagePieceGrams,
      lineTotalCentavos: orderItems.lineTotalCentavos,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position))
}

/** The order's refunds through the gateway, oldest first (read only: refund-*.ts writes them). */
export function refundsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({
      amountCentavos: onlineRefunds.amountCentavos,
      refundId: onlineRefunds.gatewayRefundId,
      state: onlineRefunds.state,
      createdAt: onlineRefunds.createdAt,
      requestedBy: onlineRefunds.requestedByName,
    })
    .from(onlineRefunds)
    .where(eq(onlineRefunds.orderId, orderId))
    .orderBy(asc(onlineRefunds.createdAt), asc(onlineRefunds.id))
}

/** The order's webhook events kept for staff (read only: the webhook writes them), newest first. */
export function attentionEventsOfOrder(db: Queryable, orderId: string) {
  return db
    .select(paymentEventRowColumns)
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.state, 'attention')))
    .orderBy(desc(paymentEvents.receivedAt))
}

export type { OnlineSessionState }
