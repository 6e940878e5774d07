import type { Queryable } from '#server/db/client.ts'
import { mintOrderAccessToken } from '#server/orders/order-access-token-repo.ts'
import { orderLinkUrl } from '#server/orders/order-emails.ts'
import type { OrderRow } from '#server/orders/order-repo.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { gatewayNumber, phMobileKey } from '#shared/mobile-number.ts'
import type { OrderStatus } from '#shared/order-status.ts'
import { openBalanceCentavos } from '#shared/packed-weight.ts'
import {
  type OrderTextContent,
  type PackedPayment,
  renderOrderText,
  type TextDelivery,
} from './order-text-templates.ts'
import { enqueueText, textOrderById } from './text-outbox-repo.ts'

/** What an order text needs of the order (any order row has it). */
export type TextOrder = Pick<
  OrderRow,
  | 'orderId'
  | 'textUpdates'
  | 'customerPhone'
  | 'phoneKey'
  | 'totalCentavos'
  | 'paymentMethod'
  | 'paymentState'
  | 'paidCentavos'
  | 'balanceSettledCentavos'
  | 'deliveryDate'
  | 'deliveryStartsMinute'
  | 'deliveryEndsMinute'
> &
  /** Pay after we weigh (§12): the final-amount text names the deadline packing started. */
  Partial<Pick<OrderRow, 'payAfterWeigh' | 'paymentDueAt'>>

/**
 * What happened, as the text tells it. A text with a link mints a new order token for it
 * (a stored hash cannot become a link again), from `baseUrl` (`config.siteOrigin`,
 * never a request's Host); the order-placed text uses the link place-order minted.
 */
export type OrderTextEvent =
  | { kind: 'order_placed'; orderUrl: string }
  | { kind: 'payment_reminder'; due: Date; baseUrl: string }
  | { kind: 'payment_verified'; paidCentavos: number; online?: boolean }
  | { kind: 'proof_rejected'; baseUrl: string }
  | { kind: 'final_amount'; baseUrl: string }
  | { kind: 'out_for_delivery' }
  | { kind: 'delivered' }
  | { kind: 'cancelled'; reason?: 'payment_deadline' | 'shop' }
  | { kind: 'delivery_moved'; closed: { date: string; name: string }; baseUrl: string }
  /** Issue 31 §3: a line ran out and was removed (replacement null) or replaced. */
  | { kind: 'line_ran_out'; line: string; replacement: string | null; baseUrl: string }

/**
 * Queues the order's text for `event` in the caller's transaction (the one that
 * records the event, beside its email): only when the shopper asked for texts
 * ('Text me updates', `textUpdates`) and Settings > Notifications has that text on.
 * The worker sends it (text-worker.ts). Returns the outbox row's id, or null when no
 * text is due.
 */
export async function queueOrderText(
  tx: Queryable,
  order: TextOrder,
  event: OrderTextEvent,
  now: Date,
): Promise<number | null> {
  if (!order.textUpdates) return null
  const key = order.phoneKey ?? phMobileKey(order.customerPhone)
  if (!key) return null
  // Sequential: the transaction's queries share one connection.
  const notifications = await getSettings(tx, 'notifications')
  if (!notifications.orderTexts[event.kind]) return null
  const { siteName } = await getSettings(tx, 'site')
  const content = await textContent(tx, order, event, now)
  return enqueueText(
    tx,
    {
      kind: event.kind,
      orderId: order.orderId,
      to: gatewayNumber(key),
      message: renderOrderText(content, siteName),
    },
    now,
  )
}

/** The text a staff status change (or the payment deadline's cancel) sends, if any. */
export function statusTextEvent(
  status: OrderStatus,
  reason: 'payment_deadline' | 'shop' = 'shop',
): OrderTextEvent | null {
  if (status === 'shipped') return { kind: 'out_for_delivery' }
  if (status === 'completed') return { kind: 'delivered' }
  if (status === 'cancelled') return { kind: 'cancelled', reason }
  return null
}

/**
 * `queueOrderText` for an order known by id (the status change, which holds only its
 * lock's columns): nothing is read when the status sends no text.
 */
export async function queueStatusText(
  tx: Queryable,
  orderId: string,
  status: OrderStatus,
  now: Date,
  reason?: 'payment_deadline' | 'shop',
): Promise<number | null> {
  const event = statusTextEvent(status, reason)
  if (!event) return null
  const order = await textOrderById(tx, orderId)
  return order ? queueOrderText(tx, order, event, now) : null
}

async function textContent(
  tx: Queryable,
  order: TextOrder,
  event: OrderTextEvent,
  now: Date,
): Promise<OrderTextContent> {
  const orderId = order.orderId
  const link = async (baseUrl: string) =>
    orderLinkUrl(baseUrl, await mintOrderAccessToken(tx, orderId, now))
  switch (event.kind) {
    case 'order_placed':
      return {
        kind: event.kind,
        orderId,
        totalCentavos: order.totalCentavos,
        delivery: textDelivery(order),
        link: event.orderUrl,
      }
    case 'payment_reminder':
      return {
        kind: event.kind,
        orderId,
        totalCentavos: order.totalCentavos,
        due: event.due,
        link: await link(event.baseUrl),
      }
    case 'payment_verified':
      return {
        kind: event.kind,
        orderId,
        paidCentavos: event.paidCentavos,
        ...(event.online ? { online: true } : {}),
      }
    case 'proof_rejected':
      return { kind: event.kind, orderId, link: await link(event.baseUrl) }
    case 'final_amount':
      return {
        kind: event.kind,
        orderId,
        totalCentavos: order.totalCentavos,
        payment: await packedPayment(order, () => link(event.baseUrl)),
      }
    case 'out_for_delivery':
      return {
        kind: event.kind,
        orderId,
        collectCentavos: order.paymentMethod === 'cod' ? order.totalCentavos : null,
        delivery: textDelivery(order),
      }
    case 'delivered':
      return { kind: event.kind, orderId }
    case 'cancelled':
      return {
        kind: event.kind,
        orderId,
        reason: event.reason ?? 'shop',
        ...(order.paymentMethod === 'online' ? { online: true } : {}),
      }
    case 'delivery_moved': {
      const delivery = textDelivery(order)
      if (!delivery) throw new Error(`order ${orderId} was moved without a delivery`)
      return {
        kind: event.kind,
        orderId,
        delivery,
        closed: event.closed,
        link: await link(event.baseUrl),
      }
    }
    case 'line_ran_out':
      return {
        kind: event.kind,
        orderId,
        line: event.line,
        replacement: event.replacement,
        totalCentavos: order.totalCentavos,
        link: await link(event.baseUrl),
      }
  }
}

/** What the shopper does once the order is packed (as packing-email.ts says it). */
async function packedPayment(
  order: TextOrder,
  link: () => Promise<string>,
): Promise<PackedPayment> {
  if (order.paymentMethod === 'cod') return { kind: 'cod' }
  if (order.paymentMethod === 'online') {
    // Issue 32: a heavier pack's balance is paid through the order page ('Pay ₱… online').
    if (order.paidCentavos === null) return { kind: 'online_unpaid', link: await link() }
    const balance = openBalanceCentavos(order, 'packed')
    if (balance > 0) {
      return {
        kind: 'online_balance',
        balanceCentavos: balance,
        link: `${await link()}?pay=balance`,
      }
    }
    if (balance < 0) return { kind: 'online_refund', refundCentavos: -balance }
    return { kind: 'gcash_settled' }
  }
  if (order.paidCentavos === null && order.paymentState === 'submitted') {
    return { kind: 'gcash_checking' }
  }
  if (order.paidCentavos === null && order.payAfterWeigh && order.paymentDueAt) {
    return { kind: 'gcash_pay_by', due: order.paymentDueAt, link: await link() }
  }
  if (order.paidCentavos === null) return { kind: 'gcash_unpaid', link: await link() }
  const balance = openBalanceCentavos(order, 'packed')
  if (balance > 0) return { kind: 'gcash_balance', balanceCentavos: balance, link: await link() }
  if (balance < 0) return { kind: 'gcash_refund', refundCentavos: -balance }
  return { kind: 'gcash_settled' }
}

function textDelivery(order: TextOrder): TextDelivery | null {
  if (
    order.deliveryDate === null ||
    order.deliveryStartsMinute === null ||
    order.deliveryEndsMinute === null
  ) {
    return null
  }
  return {
    date: order.deliveryDate,
    startsMinute: order.deliveryStartsMinute,
    endsMinute: order.deliveryEndsMinute,
  }
}
