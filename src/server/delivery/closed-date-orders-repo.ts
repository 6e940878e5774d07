import { and, eq, ne } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { orders } from '#server/db/schema/orders.ts'

export type BookedOrder = typeof orders.$inferSelect

/**
 * The orders that hold a place on `date` (not cancelled, their place held), rows locked
 * in id order until the transaction ends, so none is moved or cancelled under the
 * closing of their date.
 */
export function lockOrdersBookedOn(tx: Queryable, date: string): Promise<BookedOrder[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDate, date),
        eq(orders.deliveryHeld, true),
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(orders.orderId)
    .for('update')
}
