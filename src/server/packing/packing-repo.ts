import { and, eq, sql } from 'drizzle-orm'
import type { Transaction } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems, orderStock } from '#server/db/schema/orders.ts'

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
