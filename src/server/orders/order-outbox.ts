import type { Queryable } from '#server/db/client.ts'
import { enqueueEmail } from '#server/email/outbox-repo.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { orderDeliveryOf } from './order-delivery-view.ts'
import { confirmationEmail, newOrderEmail } from './order-emails.ts'
import type { LoadedOrder } from './order-repo.ts'

/**
 * Queues the order's emails in its own transaction (docs/architecture.md §6): the shopper's
 * confirmation always, the staff's copy when new-order emails are switched on. The
 * worker sends them later, so a provider that is down never fails the order.
 */
export async function queueOrderEmails(
  tx: Queryable,
  { order, items }: LoadedOrder,
  /** The order's secret link (`orderLinkUrl`): the only way the emails name the order page. */
  orderUrl: string,
  now: Date,
): Promise<void> {
  // Sequential: the transaction's queries share one connection.
  const site = await getSettings(tx, 'site')
  const notifications = await getSettings(tx, 'notifications')
  const gcash = await getSettings(tx, 'gcash')
  const forEmail = { ...order, items, delivery: orderDeliveryOf(order) }
  const statusUrl = orderUrl
  const confirmation = confirmationEmail(
    forEmail,
    site.siteName,
    order.paymentMethod === 'gcash' ? gcash : null,
    statusUrl,
    site.packedWeightTolerancePercent,
  )
  await enqueueEmail(
    tx,
    {
      kind: 'order_confirmation',
      to: [order.customerEmail],
      replyTo: notifications.replyTo || undefined,
      ...confirmation,
    },
    now,
  )
  if (notifications.newOrderEmails && notifications.notificationEmails.length > 0) {
    await enqueueEmail(
      tx,
      {
        kind: 'order_placed',
        to: notifications.notificationEmails,
        replyTo: order.customerEmail,
        ...newOrderEmail(forEmail, site.siteName, site.packedWeightTolerancePercent),
      },
      now,
    )
  }
}
