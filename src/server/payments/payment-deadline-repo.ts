import { and, asc, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { orders } from '#server/db/schema/orders.ts'
import { UNPAID_PAYMENT_STATES } from './payment-deadline.ts'

/** Which unpaid orders a run looks at: those due by `now`, or those to remind (due in (now, upTo]). */
export type DeadlineCandidates =
  | { kind: 'due'; now: Date }
  | { kind: 'reminder'; now: Date; upTo: Date }

function candidateWhere(candidates: DeadlineCandidates) {
  if (candidates.kind === 'due') return lte(orders.paymentDueAt, candidates.now)
  return and(
    isNull(orders.paymentRemindedAt),
    gt(orders.paymentDueAt, candidates.now),
    lte(orders.paymentDueAt, candidates.upTo),
  )
}

/**
 * The next `limit` ids, in id order after `after`, of pending orders paid by `method`
 * that match `condition` (a keyset: an order skipped is not read again).
 */
async function nextPendingOrderIds(
  db: Queryable,
  method: 'gcash' | 'online',
  condition: SQL | undefined,
  after: string | undefined,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, method),
        eq(orders.status, 'pending'),
        condition,
        after === undefined ? undefined : gt(orders.orderId, after),
      ),
    )
    .orderBy(asc(orders.orderId))
    .limit(limit)
  return rows.map((r) => r.orderId)
}

/** Pending GCash orders with no proof waiting that match `candidates`, in id order after `after`. */
export function unpaidOrderIds(
  db: Queryable,
  candidates: DeadlineCandidates,
  after: string | undefined,
  limit: number,
): Promise<string[]> {
  const unpaid = and(
    inArray(orders.paymentState, [...UNPAID_PAYMENT_STATES]),
    candidateWhere(candidates),
  )
  return nextPendingOrderIds(db, 'gcash', unpaid, after, limit)
}

/**
 * Pending online orders (issue 32) still waiting for their payment whose deadline has
 * come by `now`, in id order after `after`.
 */
export function overdueOnlineOrderIds(
  db: Queryable,
  now: Date,
  after: string | undefined,
  limit: number,
): Promise<string[]> {
  const overdue = and(eq(orders.paymentState, 'awaiting'), lte(orders.paymentDueAt, now))
  return nextPendingOrderIds(db, 'online', overdue, after, limit)
}

/** The half-way reminder was sent (once per period). */
export async function markPaymentReminded(
  tx: Queryable,
  orderId: string,
  now: Date,
): Promise<void> {
  await tx.update(orders).set({ paymentRemindedAt: now }).where(eq(orders.orderId, orderId))
}
