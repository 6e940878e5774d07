import type { Queryable } from '#server/db/client.ts'
import { enqueueEmail } from '#server/email/outbox-repo.ts'
import { type RenderedEmail, renderEmail } from '#server/email/templates.ts'
import { mintOrderAccessToken } from '#server/orders/order-access-token-repo.ts'
import { orderLinkUrl } from '#server/orders/order-emails.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { type DeliveryPromise, deliveryText } from '#shared/delivery-schedule.ts'

export interface MovedOrder {
  orderId: string
  customerName: string
  customerEmail: string
  shippingAddress: string
  zoneName: string
}

/**
 * The shopper's notice that staff moved the delivery, with the new time and the status
 * link; `reason` is the line why, when the shop closed the date ('We are closed on
 * Wed, Dec 30 (Rizal Day).').
 */
export function deliveryMovedEmail(
  order: MovedOrder,
  delivery: DeliveryPromise,
  siteName: string,
  statusUrl: string,
  reason?: string,
): RenderedEmail {
  const when = deliveryText(delivery)
  return renderEmail(siteName, `Your order ${order.orderId} now arrives ${when}`, {
    heading: 'Your Delivery Time Has Changed',
    intro: `Hi ${order.customerName}, we have moved the delivery of your order ${order.orderId}.${reason ? ` ${reason}` : ''}`,
    fields: [
      ['Order ID', order.orderId],
      ['Arrives', when],
      ['Deliver to', `${order.shippingAddress} (${order.zoneName})`],
    ],
    closing: `Follow your order at ${statusUrl}`,
  })
}

/**
 * Queues the notice in the transaction that moves the order: both commit or neither.
 * The link is `/orders/<token>` with a token minted here (only hashes are kept).
 * `baseUrl` is the configured site origin, never the request's Host (a forged Host
 * would otherwise put someone else's address in the shopper's link).
 */
export async function queueDeliveryMovedEmail(
  tx: Queryable,
  order: MovedOrder,
  delivery: DeliveryPromise,
  baseUrl: string,
  now: Date,
  reason?: string,
): Promise<void> {
  // Sequential: the transaction's queries share one connection.
  const site = await getSettings(tx, 'site')
  const notifications = await getSettings(tx, 'notifications')
  const statusUrl = orderLinkUrl(baseUrl, await mintOrderAccessToken(tx, order.orderId, now))
  await enqueueEmail(
    tx,
    {
      kind: 'delivery_moved',
      to: [order.customerEmail],
      replyTo: notifications.replyTo || undefined,
      ...deliveryMovedEmail(order, delivery, site.siteName, statusUrl, reason),
    },
    now,
  )
}
