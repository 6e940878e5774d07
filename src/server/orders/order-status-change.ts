import type { AppDeps } from '#server/app-env.ts'
import type { Transaction } from '#server/db/client.ts'
import {
  releaseDeliveryPlace,
  reserveDeliveryPlace,
} from '#server/delivery/delivery-booking-repo.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import { expireUnpaidSessionsOfOrder } from '#server/online-payments/online-payment-repo.ts'
import { expireAtGateway } from '#server/online-payments/start-online-payment.ts'
import { queueStatusText } from '#server/sms/order-texts.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'
import { NOTE_STATUS, type OrderStatus, statusChangeNote } from '#shared/order-status.ts'
import {
  addTimelineEntry,
  lockOrderRow,
  lockOrders,
  orderExists,
  setOrderStatus,
} from './order-repo.ts'
import { assertStockAvailable, moveStock, stockHeldBy } from './stock-repo.ts'

const orderNotFound = () => notFound('That order')

/**
 * Any status from any status (docs/product-rules.md §2), in one transaction with the order row
 * locked, so two staff changing one order are applied one after the other.
 * Stock follows `stock_held`, not the status names: cancelling gives it back once
 * (a second cancel finds it already returned), re-opening takes it again, or is
 * refused with nothing written when a product is short. The delivery place follows
 * `delivery_held` the same way: a cancel frees it, a re-open takes it again or is
 * refused with nothing written when the window is full. The same status is a no-op.
 */
export async function changeOrderStatus(
  deps: AppDeps,
  orderId: string,
  status: OrderStatus,
  staffUserId: number,
): Promise<void> {
  const unpaidAttempts = await deps.db.transaction(async (tx) => {
    const changed = await changeStatusInTransaction(tx, deps, orderId, status, staffUserId)
    if (changed === null) throw orderNotFound()
    return changed && status === 'cancelled'
      ? expireUnpaidSessionsOfOrder(tx, orderId, deps.now())
      : []
  })
  // A cancelled order takes no online payment: its attempts are expired at the gateway
  // too, once the cancel is committed (no transaction waits on the gateway).
  await expireAtGateway(deps, unpaidAttempts)
}

/**
 * Cancels those of `orderIds` that are still pending, in one transaction, each as
 * `changeOrderStatus` would (stock given back, a timeline entry by this staff
 * member). An order that is gone or has moved on since the staff member looked is
 * left as it is. Returns the ids it cancelled.
 */
export async function cancelPendingOrders(
  deps: AppDeps,
  orderIds: readonly string[],
  staffUserId: number,
): Promise<string[]> {
  const ids = [...new Set(orderIds)].sort()
  const result = await deps.db.transaction(async (tx) => {
    // Every order row first, in id order, and only then any product's stock: two staff
    // cancelling overlapping groups then wait for each other instead of deadlocking.
    await lockOrders(tx, ids)
    const cancelled: string[] = []
    const unpaidAttempts: string[] = []
    for (const orderId of ids) {
      const changed = await changeStatusInTransaction(tx, deps, orderId, 'cancelled', staffUserId, {
        onlyFrom: 'pending',
      })
      if (changed) {
        cancelled.push(orderId)
        unpaidAttempts.push(...(await expireUnpaidSessionsOfOrder(tx, orderId, deps.now())))
      }
    }
    return { cancelled, unpaidAttempts }
  })
  await expireAtGateway(deps, result.unpaidAttempts)
  return result.cancelled
}

/**
 * The status change itself, in the caller's transaction: null when there is no such
 * order, false when nothing changed (already that status, or not in `onlyFrom`), true
 * when it changed. `staffUserId` is null for the shop's own jobs (the payment
 * deadline), whose timeline entry says why in `note` instead of the plain status note.
 */
export async function changeStatusInTransaction(
  tx: Transaction,
  deps: Pick<AppDeps, 'now' | 'catalogCache'>,
  orderId: string,
  status: OrderStatus,
  staffUserId: number | null,
  {
    onlyFrom,
    note,
    textReason,
  }: {
    onlyFrom?: OrderStatus
    note?: string
    /** Why a cancel happened, as the shopper's text says it (the payment deadline's). */
    textReason?: 'payment_deadline'
  } = {},
): Promise<boolean | null> {
  const order = await lockOrderRow(tx, orderId)
  if (!order) return null
  if (order.status === status) return false
  if (onlyFrom && order.status !== onlyFrom) return false

  const holdStock = status !== 'cancelled'
  if (holdStock !== order.stockHeld) {
    const needs = await stockHeldBy(tx, orderId)
    if (holdStock) await assertStockAvailable(tx, needs)
    await moveStock(tx, deps, needs, holdStock ? -1 : 1)
  }
  const now = deps.now()
  // Orders from before delivery dates have no place to hold.
  const holdDelivery = holdStock && order.deliveryDate !== null
  if (holdDelivery !== order.deliveryHeld) {
    await moveDeliveryPlace(tx, order, holdDelivery, now)
  }
  await setOrderStatus(tx, orderId, {
    status,
    stockHeld: holdStock,
    deliveryHeld: holdDelivery,
    now,
  })
  await addTimelineEntry(tx, {
    orderId,
    status,
    note: note ?? statusChangeNote(status),
    staffUserId,
    createdAt: now,
  })
  // Out for delivery, delivered or cancelled: the shopper's text, when they asked for texts.
  await queueStatusText(tx, orderId, status, now, textReason)
  return true
}

const deliveryFull = () =>
  conflict('The delivery time of this order is full. Move the order to another time first.')

/**
 * Gives the order's place back, or takes it again (last, after the stock: the window's
 * counter row stays locked until the end). A window removed since, or a date already
 * past, has no counter to take from: the order just holds its place again.
 */
async function moveDeliveryPlace(
  tx: Transaction,
  order: { deliveryDate: string | null; deliveryWindowId: number | null },
  hold: boolean,
  now: Date,
): Promise<void> {
  if (order.deliveryDate === null || order.deliveryWindowId === null) return
  const place = { windowId: order.deliveryWindowId, date: order.deliveryDate }
  if (!hold) return releaseDeliveryPlace(tx, place)
  if (order.deliveryDate < manilaIsoDate(now)) return
  if (!(await reserveDeliveryPlace(tx, place))) throw deliveryFull()
}

/** An internal note; the caller has refused a blank one. */
export async function addOrderNote(
  deps: AppDeps,
  orderId: string,
  note: string,
  staffUserId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await orderExists(tx, orderId))) throw orderNotFound()
    await addTimelineEntry(tx, {
      orderId,
      status: NOTE_STATUS,
      note,
      staffUserId,
      createdAt: deps.now(),
    })
  })
}
