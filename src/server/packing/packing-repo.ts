import { and, eq, sql } from 'drizzle-orm'
import type { Transaction } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems, orderStock, orders } from '#server/db/schema/orders.ts'

export type OrderItemRow = typeof orderItems.$inferSelect

/** The order's lines, in line order (read under the order's lock, so they cannot change meanwhile). */
export function orderItemRows(tx: Transaction, orderId: string): Promise<OrderItemRow[]> {
  return tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position)
}

/** The product's stock and name, its row locked: a heavier weight is checked against it. */
export async function lockProductStock(tx: Transaction, productId: number) {
  const [row] = await tx
    .select({ name: products.name, stockGrams: products.stockGrams })
    .from(products)
    .where(eq(products.id, productId))
    .for('update')
  return row
}

/**
 * Moves the grams the order holds of the product (`order_stock`) by `deltaGrams`, so a
 * cancel later gives back what was packed, not what was ordered.
 */
export async function adjustStockTaken(
  tx: Transaction,
  orderId: string,
  productId: number,
  deltaGrams: number,
): Promise<void> {
  const where = and(eq(orderStock.orderId, orderId), eq(orderStock.productId, productId))
  const updated = await tx
    .update(orderStock)
    .set({ grams: sql`${orderStock.grams} + ${deltaGrams}` })
    .where(where)
    .returning({ grams: orderStock.grams })
  // Orders always record what they took; a missing row only for a heavier weight is new stock taken.
  if (updated.length === 0 && deltaGrams > 0) {
    await tx.insert(orderStock).values({ orderId, productId, grams: deltaGrams })
  }
}

/** The line's packed weight and what it now charges (the agreement note only when charged above). */
export async function setPackedLine(
  tx: Transaction,
  itemId: number,
  line: { packedGrams: number; lineTotalCentavos: number; heavierAgreedNote: string | null },
): Promise<void> {
  await tx.update(orderItems).set(line).where(eq(orderItems.id, itemId))
}

/** The order's columns a packed weight moves: totals, packing version, packed time, deadline. */
export type PackedOrderChange = Pick<
  typeof orders.$inferInsert,
  | 'subtotalCentavos'
  | 'totalCentavos'
  | 'packingVersion'
  | 'packedAt'
  | 'updatedAt'
  | 'paymentDueAt'
  | 'paymentRemindedAt'
>

export async function setOrderPacking(
  tx: Transaction,
  orderId: string,
  change: PackedOrderChange,
): Promise<void> {
  await tx.update(orders).set(change).where(eq(orders.orderId, orderId))
}

/** A packing difference marked settled: what is settled in all, when and by whom. */
export async function setBalanceSettled(
  tx: Transaction,
  orderId: string,
  settled: { balanceSettledCentavos: number; balanceSettledByName: string; now: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      balanceSettledCentavos: settled.balanceSettledCentavos,
      balanceSettledAt: settled.now,
      balanceSettledByName: settled.balanceSettledByName,
      updatedAt: settled.now,
    })
    .where(eq(orders.orderId, orderId))
}
