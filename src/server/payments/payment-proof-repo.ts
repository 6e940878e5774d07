import { count, desc, eq } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { orders } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { conflict } from '#server/http/errors.ts'
import type { OrderRow, PaymentProofRow } from '#server/orders/order-repo.ts'
import { MAX_PROOFS_PER_ORDER, paymentMessages } from '#shared/payment-state.ts'

export type NewPaymentProof = typeof paymentProofs.$inferInsert

/** What decides whether an order takes a proof (a subset of its row). */
export type OrderPaymentGate = Pick<
  OrderRow,
  | 'status'
  | 'paymentMethod'
  | 'paymentState'
  /** What the shopper is asked to send now: copied onto the proof they send. */
  | 'totalCentavos'
  /** What verified proofs received, and the packing differences settled: the balance's terms. */
  | 'paidCentavos'
  | 'balanceSettledCentavos'
  /** Pay after we weigh (§12): no proof before packing sets the final amount (`packedAt`). */
  | 'payAfterWeigh'
  | 'packedAt'
>

const gateColumns = {
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentState: orders.paymentState,
  totalCentavos: orders.totalCentavos,
  paidCentavos: orders.paidCentavos,
  balanceSettledCentavos: orders.balanceSettledCentavos,
  payAfterWeigh: orders.payAfterWeigh,
  packedAt: orders.packedAt,
}

/** The order with this id (the one its link's token opens), or undefined. */
export async function orderPaymentGate(
  db: Queryable,
  orderId: string,
): Promise<OrderPaymentGate | undefined> {
  const [row] = await db.select(gateColumns).from(orders).where(eq(orders.orderId, orderId))
  return row
}

export async function insertPaymentProof(tx: Queryable, values: NewPaymentProof): Promise<void> {
  await tx.insert(paymentProofs).values(values)
}

/** The order's payment columns a proof or its review changes; `updated_at` always. */
export type OrderPaymentChange = Partial<
  Pick<OrderRow, 'paymentState' | 'paidCentavos' | 'paymentDueAt' | 'paymentRemindedAt'>
> & { updatedAt: Date }

export async function setOrderPayment(
  tx: Queryable,
  orderId: string,
  change: OrderPaymentChange,
): Promise<void> {
  await tx.update(orders).set(change).where(eq(orders.orderId, orderId))
}

/** The order's `updated_at`, for a proof that leaves its payment state as it is. */
export async function touchOrder(tx: Queryable, orderId: string, now: Date): Promise<void> {
  await setOrderPayment(tx, orderId, { updatedAt: now })
}

const newestFirst = [desc(paymentProofs.submittedAt), desc(paymentProofs.id)] as const

/** The order's newest proof (the one staff review), or undefined before the first. */
export async function newestProof(
  db: Queryable,
  orderId: string,
): Promise<PaymentProofRow | undefined> {
  const [proof] = await db
    .select()
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
    .orderBy(...newestFirst)
    .limit(1)
  return proof
}

/** A proof verified or rejected: the outcome, and who reviewed it when. */
export async function markProofReviewed(
  tx: Queryable,
  proofId: number,
  outcome: {
    state: 'verified' | 'rejected'
    rejectionReason: string | null
    amountReceivedCentavos?: number
  },
  reviewer: { id: number; name: string },
  now: Date,
): Promise<void> {
  await tx
    .update(paymentProofs)
    .set({
      ...outcome,
      reviewedAt: now,
      reviewedByStaffId: reviewer.id,
      reviewedByName: reviewer.name,
    })
    .where(eq(paymentProofs.id, proofId))
}

/**
 * For staff: undefined when there is no such order; otherwise its newest proof's
 * storage key, null when it has none.
 */
export async function staffNewestProofKey(
  db: Queryable,
  orderId: string,
): Promise<{ storageKey: string | null } | undefined> {
  const [row] = await db
    .select({ storageKey: paymentProofs.storageKey })
    .from(orders)
    .leftJoin(paymentProofs, eq(paymentProofs.orderId, orders.orderId))
    .where(eq(orders.orderId, orderId))
    .orderBy(...newestFirst)
    .limit(1)
  return row
}

/** The newest proof's storage key of the order, or null when it has none. */
export async function newestProofStorageKey(
  db: Queryable,
  orderId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ storageKey: paymentProofs.storageKey })
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
    .orderBy(...newestFirst)
    .limit(1)
  return row?.storageKey ?? null
}

/** When retention removed this proof's image (decision 0081); null while it is kept or unknown. */
export async function proofFileRemovedAt(db: Queryable, storageKey: string): Promise<Date | null> {
  const [row] = await db
    .select({ removedAt: paymentProofs.fileRemovedAt })
    .from(paymentProofs)
    .where(eq(paymentProofs.storageKey, storageKey))
  return row?.removedAt ?? null
}

/**
 * 409 once the order holds MAX_PROOFS_PER_ORDER proofs, of any purpose and whether or
 * not their image was removed (issue 29). The upload asks before it reads the file, and
 * again under the order's row lock, so two uploads at once cannot both be the fifth.
 */
export async function assertRoomForAnotherProof(db: Queryable, orderId: string): Promise<void> {
  const [row] = await db
    .select({ sent: count() })
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
  if ((row?.sent ?? 0) >= MAX_PROOFS_PER_ORDER) {
    throw conflict(paymentMessages.tooManyProofs)
  }
}
