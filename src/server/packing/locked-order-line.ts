import type { Transaction } from '#server/db/client.ts'
import { notFound } from '#server/http/errors.ts'
import { lockOrderRow, type OrderRow } from '#server/orders/order-repo.ts'
import { type OrderItemRow, orderItemRows } from './packing-repo.ts'

/**
 * The order row locked FOR UPDATE, its lines, and the one staff act on: what every
 * change to a line while packing starts from (a packed weight, a line that ran out), so
 * two staff on one order are applied one after the other. 404 for an unknown order or line.
 */
export async function lockOrderLine(
  tx: Transaction,
  orderId: string,
  itemId: number,
): Promise<{ order: OrderRow; items: OrderItemRow[]; item: OrderItemRow }> {
  const order = await lockOrderRow(tx, orderId)
  if (!order) throw notFound('That order')
  const items = await orderItemRows(tx, orderId)
  const item = items.find((i) => i.id === itemId)
  if (!item) throw notFound('That order line')
  return { order, items, item }
}
