import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { orders } from '#server/db/schema/orders.ts'
import { lockOrders, type OrderRow } from '#server/orders/order-repo.ts'

export type BookedOrder = OrderRow

const bookedOn = (date: string) =>
  and(eq(orders.deliveryDate, date), eq(orders.deliveryHeld, true), ne(orders.status, 'cancelled'))

/**
 * The orders that hold a place on `date` (not cancelled, their place held), rows locked
 * in id order (`lockOrders`) until the transaction ends, so none is moved or cancelled
 * under the closing of their date; read again under the lock, as they are now.
 */
export async function lockOrdersBookedOn(tx: Queryable, date: string): Promise<BookedOrder[]> {
  const found = await tx.select({ orderId: orders.orderId }).from(orders).where(bookedOn(date))
  if (found.length === 0) return []
  const ids = found.map((o) => o.orderId)
  await lockOrders(tx, ids)
  return tx
    .select()
    .from(orders)
    .where(and(inArray(orders.orderId, ids), bookedOn(date)))
    .orderBy(orders.orderId)
}
