import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { orderItems, orders, orderTimeline } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { staffUsers } from '#server/db/schema/staff.ts'
import { ORDER_ID_LENGTH, ORDER_ID_PREFIX, orderIdFor } from '#shared/order-id.ts'
import { NOTE_STATUS, type OrderStatus } from '#shared/order-status.ts'
import { openBalanceCentavos, packingStateOf } from '#shared/packed-weight.ts'
import type { OrderItemView, OrderTimelineEntry } from '#shared/schemas/orders.ts'
import { claimMs, firstCandidateMs } from './order-id.ts'

export type OrderRow = typeof orders.$inferSelect

export type PaymentProofRow = typeof paymentProofs.$inferSelect

/** One order with its items and full timeline (notes included), as stored. */
export interface LoadedOrder {
  order: OrderRow
  items: OrderItemView[]
  timeline: (OrderTimelineEntry & { isNote: boolean })[]
  /** The newest proof of payment (GCash), or null. */
  proof: PaymentProofRow | null
  /** Other orders whose proofs carry the newest proof's reference number. */
  duplicateReferenceOrderIds: string[]
  /** What the verified payment proof was asked for (issue 28 §1); null until one is verified. */
  paymentDueCentavos: number | null
}

/**
 * What the order's verified payment proof (purpose 'payment') was asked for: a payment
 * short of it leaves a balance before packing ends (packed-weight.ts `openBalanceCentavos`).
 */
export async function verifiedPaymentDueCentavos(
  db: Queryable,
  orderId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ due: paymentProofs.amountDueCentavos })
    .from(paymentProofs)
    .where(
      and(
        eq(paymentProofs.orderId, orderId),
        eq(paymentProofs.purpose, 'payment'),
        eq(paymentProofs.state, 'verified'),
      ),
    )
    .orderBy(desc(paymentProofs.id))
    .limit(1)
  return row?.due ?? null
}

/**
 * What the order still owes once its payment is verified (positive; negative: a refund
 * due), as the shopper's page shows it: a short payment, or packing heavier
 * (packed-weight.ts `openBalanceCentavos`). A balance proof is asked for this amount.
 */
export async function openBalanceOf(
  db: Queryable,
  orderId: string,
  order: { totalCentavos: number; paidCentavos: number | null; balanceSettledCentavos: number },
): Promise<number> {
  if (order.paidCentavos === null) return 0
  // One query at a time: inside a transaction they share one connection.
  const lines = await db
    .select({
      pricedByPackedWeight: orderItems.pricedByPackedWeight,
      packedGrams: orderItems.packedGrams,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
  const paymentDueCentavos = await verifiedPaymentDueCentavos(db, orderId)
  return openBalanceCentavos({ ...order, paymentDueCentavos }, packingStateOf(lines))
}

export async function loadOrder(db: Queryable, orderId: string): Promise<LoadedOrder | null> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId))
  if (!order) return null
  // One query at a time: inside a transaction they share one connection.
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position))
  const timeline = await db
    .select({
      status: orderTimeline.status,
      note: orderTimeline.note,
      createdAt: orderTimeline.createdAt,
      by: staffUsers.name,
    })
    .from(orderTimeline)
    .leftJoin(staffUsers, eq(staffUsers.id, orderTimeline.staffUserId))
    .where(eq(orderTimeline.orderId, orderId))
    .orderBy(asc(orderTimeline.createdAt), asc(orderTimeline.id))
  const [proof] = await db
    .select()
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
    .orderBy(desc(paymentProofs.submittedAt), desc(paymentProofs.id))
    .limit(1)
  const duplicates = proof
    ? await db
        .selectDistinct({ orderId: paymentProofs.orderId })
        .from(paymentProofs)
        .where(
          and(
            eq(paymentProofs.referenceNumber, proof.referenceNumber),
            ne(paymentProofs.orderId, orderId),
          ),
        )
        .orderBy(asc(paymentProofs.orderId))
    : []
  const paymentDueCentavos =
    order.paidCentavos === null ? null : await verifiedPaymentDueCentavos(db, orderId)
  return {
    order,
    proof: proof ?? null,
    duplicateReferenceOrderIds: duplicates.map((d) => d.orderId),
    paymentDueCentavos,
    items: items.map((i) => ({
      id: i.id,
      kind: i.kind,
      name: i.name,
      quantity: i.quantity,
      unit: i.unit,
      unitPriceCentavos: i.unitPriceCentavos,
      lineTotalCentavos: i.lineTotalCentavos,
      estimatedLineTotalCentavos: i.estimatedLineTotalCentavos,
      pricedByPackedWeight: i.pricedByPackedWeight,
      orderedGrams: i.weightGrams,
      packedGrams: i.packedGrams,
      heavierAgreedNote: i.heavierAgreedNote,
      choices: i.choices,
      note: i.note,
      ifRunsOut: i.ifRunsOut,
      averagePieceGrams: i.averagePieceGrams,
      runOutOutcome: i.runOutOutcome,
      replacedName: i.replacedName,
      pricePerKgCentavos: i.pricePerKgCentavos,
    })),
    timeline: timeline.map((e) => ({
      status: e.status,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
      by: e.by ?? null,
      isNote: e.status === NOTE_STATUS,
    })),
  }
}

/** The order with this id placed with this email (any case); null when the pair matches none. */
export async function findOrderByIdAndEmail(
  db: Queryable,
  orderId: string,
  email: string,
): Promise<LoadedOrder | null> {
  const [match] = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(and(eq(orders.orderId, orderId), sql`lower(${orders.customerEmail}) = lower(${email})`))
  return match ? loadOrder(db, match.orderId) : null
}

/** The order an idempotency key placed, if any. */
export async function findOrderIdByIdempotencyKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<string | null> {
  const [row] = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey))
  return row?.orderId ?? null
}

/** What each line of an order asked for (kind, id, unit, quantity), in line order. */
export function orderedLines(db: Queryable, orderId: string) {
  return db
    .select({
      kind: orderItems.kind,
      productId: orderItems.productId,
      bundleId: orderItems.bundleId,
      hostedProductId: orderItems.hostedProductId,
      hostedVariantId: orderItems.hostedVariantId,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      choices: orderItems.choices,
      note: orderItems.note,
      ifRunsOut: orderItems.ifRunsOut,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position))
}

/**
 * Open orders that count against a placer: pending orders placed with this number
 * verified (an unverified number is anybody's to type, so it spends nothing of its
 * owner's), and pending cash-on-delivery orders placed from this client address.
 * One statement, through the two partial indexes on pending orders.
 */
export async function countOpenOrders(
  db: Queryable,
  placer: { phoneKey: string | null; clientKey: string },
): Promise<{ byVerifiedPhone: number; codByAddress: number }> {
  const phone = placer.phoneKey ?? ''
  const [open] = await db
    .select({
      byVerifiedPhone: sql<number>`count(*) filter (where ${orders.phoneKey} = ${phone} and ${orders.phoneVerified})::int`,
      codByAddress: sql<number>`count(*) filter (where ${orders.clientKey} = ${placer.clientKey} and ${orders.paymentMethod} = 'cod')::int`,
    })
    .from(orders)
    .where(
      sql`${orders.status} = 'pending' and (${orders.phoneKey} = ${phone} or (${orders.clientKey} = ${placer.clientKey} and ${orders.paymentMethod} = 'cod'))`,
    )
  return { byVerifiedPhone: open?.byVerifiedPhone ?? 0, codByAddress: open?.codByAddress ?? 0 }
}

/**
 * Inserts the order under the first free id (`firstCandidateMs`): a clash with an
 * order placed in the same millisecond (here or in another process) takes the next
 * one. `on conflict (order_id)` only, so an idempotency-key clash still raises.
 */
export async function insertOrder(
  tx: Queryable,
  now: Date,
  values: Omit<typeof orders.$inferInsert, 'orderId'>,
): Promise<string> {
  const [newest] = await tx
    .select({ id: sql<string | null>`max(${orders.orderId})` })
    .from(orders)
    .where(
      sql`${orders.orderId} like ${`${ORDER_ID_PREFIX}%`} and length(${orders.orderId}) = ${ORDER_ID_LENGTH}`,
    )
  let ms = firstCandidateMs(now, newest?.id ?? null)
  for (;;) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, orderId: orderIdFor(ms) })
      .onConflictDoNothing({ target: orders.orderId })
      .returning({ orderId: orders.orderId })
    if (row) return row.orderId
    ms = claimMs(ms + 1)
  }
}

export async function insertOrderItems(
  tx: Queryable,
  items: (typeof orderItems.$inferInsert)[],
): Promise<void> {
  await tx.insert(orderItems).values(items)
}

/** A status change or an internal note (NOTE_STATUS) on the order's timeline. */
export async function addTimelineEntry(
  tx: Queryable,
  entry: typeof orderTimeline.$inferInsert,
): Promise<void> {
  await tx.insert(orderTimeline).values(entry)
}

/**
 * The one way to lock an order (issue 30): its whole row, FOR UPDATE until the
 * transaction ends; undefined when there is none. Every change to an order that
 * depends on what it is now (status, payment, packing, delivery) takes it first.
 */
export async function lockOrderRow(tx: Queryable, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update')
  return order
}

/** Locks these orders' rows, in id order, until the transaction ends. */
export async function lockOrders(tx: Queryable, orderIds: readonly string[]): Promise<void> {
  await tx
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(inArray(orders.orderId, [...orderIds]))
    .orderBy(orders.orderId)
    .for('update')
}

export async function setOrderStatus(
  tx: Queryable,
  orderId: string,
  change: { status: OrderStatus; stockHeld: boolean; deliveryHeld: boolean; now: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      status: change.status,
      stockHeld: change.stockHeld,
      deliveryHeld: change.deliveryHeld,
      updatedAt: change.now,
    })
    .where(eq(orders.orderId, orderId))
}

export async function orderExists(db: Queryable, orderId: string): Promise<boolean> {
  const [order] = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(eq(orders.orderId, orderId))
  return order !== undefined
}

/** The order's delivery date and window (copied, so a later schedule change leaves it as promised). */
export async function setOrderDelivery(
  tx: Queryable,
  orderId: string,
  delivery: Pick<
    typeof orders.$inferInsert,
    | 'deliveryDate'
    | 'deliveryWindowId'
    | 'deliveryStartsMinute'
    | 'deliveryEndsMinute'
    | 'deliveryHeld'
  >,
): Promise<void> {
  await tx.update(orders).set(delivery).where(eq(orders.orderId, orderId))
}
