import { and, eq, sql } from 'drizzle-orm'
import type { Transaction } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems, orderStock } from '#server/db/schema/orders.ts'
import type { RunOutOutcome } from '#shared/preparation.ts'

/** A replacement candidate, its row locked (its stock is taken in the same transaction). */
export async function lockReplacementProduct(tx: Transaction, productId: number) {
  const [row] = await tx
    .select({
      id: products.id,
      name: products.name,
      visibility: products.visibility,
      stockGrams: products.stockGrams,
      effectivePriceCentavos: products.effectivePriceCentavos,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update')
  return row
}

/**
 * Gives back `grams` of the product the order holds (`order_stock`): the row goes when
 * nothing is left of it (its grams are always positive).
 */
export async function releaseStockTaken(
  tx: Transaction,
  orderId: string,
  productId: number,
  grams: number,
): Promise<void> {
  const where = and(eq(orderStock.orderId, orderId), eq(orderStock.productId, productId))
  const [row] = await tx.select({ grams: orderStock.grams }).from(orderStock).where(where)
  if (!row) return
  if (row.grams <= grams) {
    await tx.delete(orderStock).where(where)
    return
  }
  await tx
    .update(orderStock)
    .set({ grams: sql`${orderStock.grams} - ${grams}` })
    .where(where)
}

/** Adds `grams` of the product to what the order holds (a replacement's stock). */
export async function addStockTaken(
  tx: Transaction,
  orderId: string,
  productId: number,
  grams: number,
): Promise<void> {
  if (grams <= 0) return
  await tx
    .insert(orderStock)
    .values({ orderId, productId, grams })
    .onConflictDoUpdate({
      target: [orderStock.orderId, orderStock.productId],
      set: { grams: sql`${orderStock.grams} + ${grams}` },
    })
}

/** What marking a line unavailable changes on it. */
export type RunOutLineChange = Partial<
  Pick<
    typeof orderItems.$inferInsert,
    | 'productId'
    | 'name'
    | 'unitPriceCentavos'
    | 'lineTotalCentavos'
    | 'estimatedLineTotalCentavos'
    | 'pricedByPackedWeight'
    | 'pricePerKgCentavos'
    | 'packedGrams'
    | 'heavierAgreedNote'
    | 'choices'
    | 'replacedName'
  >
> & { runOutOutcome: RunOutOutcome }

export async function setRunOutLine(
  tx: Transaction,
  itemId: number,
  change: RunOutLineChange,
): Promise<void> {
  await tx.update(orderItems).set(change).where(eq(orderItems.id, itemId))
}
