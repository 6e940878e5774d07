import { inArray } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems, orderStock, orders, orderTimeline } from '#server/db/schema/orders.ts'
import { ORDER_PLACED_NOTE } from '#shared/order-status.ts'

/** An order the server answered 201 for, with the one product line it asked for. */
export interface AcknowledgedOrder {
  orderId: string
  productId: number
  grams: number
}

/**
 * Checks the database after a storm, directly (not through the API that was under
 * test): every acknowledged order is stored with its item, its stock record and its
 * 'placed' timeline entry; no stored order lacks any of them (no half-written order);
 * and each product's stock moved by exactly what the stored orders took, so nothing
 * was taken for an order that was not written, or written without taking its stock.
 * Returns the grams the stored orders took per product.
 */
export async function auditOrders(
  db: Database,
  acknowledged: readonly AcknowledgedOrder[],
  initialStock: ReadonlyMap<number, number>,
): Promise<Map<number, number>> {
  const productIds = [...initialStock.keys()]
  const stored = await db.select({ orderId: orders.orderId }).from(orders)
  const items = await db.select().from(orderItems)
  const taken = await db.select().from(orderStock)
  const placed = (await db.select().from(orderTimeline)).filter((t) => t.note === ORDER_PLACED_NOTE)
  const storedIds = new Set(stored.map((o) => o.orderId))
  const count = (rows: readonly { orderId: string }[]) => {
    const byOrder = new Map<string, number>()
    for (const r of rows) byOrder.set(r.orderId, (byOrder.get(r.orderId) ?? 0) + 1)
    return byOrder
  }
  const itemCount = count(items)
  const stockCount = count(taken)
  const placedCount = count(placed)

  for (const ack of acknowledged) {
    expect(storedIds.has(ack.orderId), `acknowledged order ${ack.orderId} is stored`).toBe(true)
    const own = items.filter((i) => i.orderId === ack.orderId)
    expect(
      own.map((i) => [i.productId, i.weightGrams]),
      ack.orderId,
    ).toEqual([[ack.productId, ack.grams]])
  }
  const halfWritten = stored
    .map((o) => o.orderId)
    .filter(
      (id) =>
        (itemCount.get(id) ?? 0) < 1 || (stockCount.get(id) ?? 0) < 1 || placedCount.get(id) !== 1,
    )
  expect(halfWritten, 'orders without items, stock record or placed entry').toEqual([])

  const takenByProduct = new Map<number, number>(productIds.map((id) => [id, 0]))
  for (const item of items) {
    if (item.productId !== null && takenByProduct.has(item.productId)) {
      takenByProduct.set(item.productId, takenByProduct.get(item.productId)! + item.weightGrams)
    }
  }
  const stock = await db
    .select({ id: products.id, stockGrams: products.stockGrams })
    .from(products)
    .where(inArray(products.id, productIds))
  expect(stock).toHaveLength(productIds.length)
  for (const row of stock) {
    expect(row.stockGrams, `stock of product ${row.id}`).toBeGreaterThanOrEqual(0)
    expect(row.stockGrams, `stock of product ${row.id}`).toBe(
      initialStock.get(row.id)! - takenByProduct.get(row.id)!,
    )
  }
  return takenByProduct
}
