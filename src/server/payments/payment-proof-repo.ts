import { count, desc, eq } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { orders } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { AppError } from '#server/http/errors.ts'
import { MAX_PROOFS_PER_ORDER, paymentMessages } from '#shared/payment-state.ts'

/** What decides whether an order takes a proof. */
export interface OrderPaymentGate {
  status: string
  paymentMethod: string
  paymentState: string
  /** What the shopper is asked to send now: copied onto the proof they send. */
  totalCentavos: number
  /** What verified proofs received, and the packing differences settled: the balance's terms. */
  paidCentavos: number | null
  balanceSettledCentavos: number
  /** Pay after we weigh (§12): no proof before packing sets the final amount (`packedAt`). */
  payAfterWeigh: boolean
  packedAt: Date | null
}

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

/** The same, with the order row locked until the transaction ends. */
export async function lockOrderPaymentGate(
  tx: Queryable,
  orderId: string,
): Promise<OrderPaymentGate | undefined> {
  const [row] = await tx
    .select(gateColumns)
    .from(orders)
    .where(eq(orders.orderId, orderId))
    .for('update')
  return row
}

export async function insertPaymentProof(
  tx: Queryable,
  values: typeof paymentProofs.$inferInsert,
): Promise<void> {
  await tx.insert(paymentProofs).values(values)
}

export async function setOrderPaymentState(
  tx: Queryable,
  orderId: string,
  paymentState: string,
  now: Date,
): Promise<void> {
  await tx.update(orders).set({ paymentState, updatedAt: now }).where(eq(orders.orderId, orderId))
}

/** The order's `updated_at`, for a proof that leaves its payment state as it is. */
export async function touchOrder(tx: Queryable, orderId: string, now: Date): Promise<void> {
  await tx.update(orders).set({ updatedAt: now }).where(eq(orders.orderId, orderId))
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
    .orderBy(desc(paymentProofs.submittedAt), desc(paymentProofs.id))
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
    throw new AppError(409, 'conflict', paymentMessages.tooManyProofs)
  }
}
