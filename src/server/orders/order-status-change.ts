import { eq } from 'drizzle-orm'
import { NOTE_STATUS, type OrderStatus, statusChangeNote } from '../../shared/order-status'
import type { AppDeps } from '../app-env'
import { orders, orderTimeline } from '../db/schema/orders'
import { notFound } from '../http/errors'
import { assertStockAvailable, moveStock, stockHeldBy } from './stock'

const orderNotFound = () => notFound('That order')

/**
 * Any status from any status (SPEC.md §2), in one transaction with the order row
 * locked, so two staff changing one order are applied one after the other.
 * Stock follows `stock_held`, not the status names: cancelling gives it back once
 * (a second cancel finds it already returned), re-opening takes it again, or is
 * refused with nothing written when a product is short. The same status is a no-op.
 */
export async function changeOrderStatus(
  deps: AppDeps,
  orderId: string,
  status: OrderStatus,
  staffUserId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, stockHeld: orders.stockHeld })
      .from(orders)
      .where(eq(orders.orderId, orderId))
      .for('update')
    if (!order) throw orderNotFound()
    if (order.status === status) return

    const holdStock = status !== 'cancelled'
    if (holdStock !== order.stockHeld) {
      const needs = await stockHeldBy(tx, orderId)
      if (holdStock) await assertStockAvailable(tx, needs)
      await moveStock(tx, deps, needs, holdStock ? -1 : 1)
    }
    const now = deps.now()
    await tx
      .update(orders)
      .set({ status, stockHeld: holdStock, updatedAt: now })
      .where(eq(orders.orderId, orderId))
    await tx
      .insert(orderTimeline)
      .values({ orderId, status, note: statusChangeNote(status), staffUserId, createdAt: now })
  })
}

/** An internal note; the caller has refused a blank one. */
export async function addOrderNote(
  deps: AppDeps,
  orderId: string,
  note: string,
  staffUserId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(eq(orders.orderId, orderId))
    if (!order) throw orderNotFound()
    await tx
      .insert(orderTimeline)
      .values({ orderId, status: NOTE_STATUS, note, staffUserId, createdAt: deps.now() })
  })
}
