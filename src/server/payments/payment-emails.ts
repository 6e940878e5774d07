import type { Queryable } from '#server/db/client.ts'
import { enqueueEmail } from '#server/email/outbox-repo.ts'
import { type RenderedEmail, renderEmail } from '#server/email/templates.ts'
import { mintOrderAccessToken } from '#server/orders/order-access-token-repo.ts'
import { orderLinkUrl } from '#server/orders/order-emails.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import type { GcashSettings } from '#shared/schemas/settings.ts'

/** What the payment emails say about the order. */
export interface PaidOrder {
  orderId: string
  customerName: string
  customerEmail: string
  totalCentavos: number
}

/** Staff verified the shopper's GCash payment. */
export function paymentVerifiedEmail(
  order: PaidOrder,
  referenceNumber: string,
  siteName: string,
  statusUrl: string,
): RenderedEmail {
  return renderEmail(siteName, `Payment verified for your order ${order.orderId}`, {
    heading: 'Payment Verified',
    intro: `Hi ${order.customerName}, we have received your GCash payment for order ${order.orderId}. Thank you!`,
    fields: [
      ['Order ID', order.orderId],
      ['Amount', formatPeso(order.totalCentavos)],
      ['Reference', referenceNumber],
    ],
    closing: `Follow your order at ${statusUrl}`,
  })
}

/**
 * Staff rejected the proof: the reason in their words, by when a new one must come (the
 * deadline the rejection set) and where to send it.
 */
export function paymentRejectedEmail(
  order: PaidOrder,
  reason: string,
  due: Date,
  siteName: string,
  statusUrl: string,
): RenderedEmail {
  return renderEmail(siteName, `Please send your proof of payment again: order ${order.orderId}`, {
    heading: 'Please Send Your Proof of Payment Again',
    intro: `Hi ${order.customerName}, we could not verify the proof of payment you sent for order ${order.orderId}. Please upload a new proof before ${formatManilaDateTime(due)} (Manila time), or the order will be cancelled.`,
    fields: [
      ['Order ID', order.orderId],
      ['Amount due', formatPeso(order.totalCentavos)],
      ['Upload by', `${formatManilaDateTime(due)} (Manila time)`],
    ],
    body: { label: 'Reason', text: reason },
    closing: `Upload a new proof of payment at ${statusUrl}`,
  })
}

type PaymentEmail =
  | { kind: 'verified'; referenceNumber: string }
  | { kind: 'rejected'; reason: string; due: Date }

/** What every payment email to the shopper is rendered from. */
export interface ShopperEmailContext {
  siteName: string
  gcash: () => Promise<GcashSettings>
  statusUrl: string
}

/**
 * Queues an email to the order's shopper in the caller's transaction (the one that
 * verifies, rejects, reminds, packs or cancels): both commit or neither
 * (docs/architecture.md §6). `render` gets the site name and the order's link,
 * `/orders/<token>` with a token minted in this transaction (only its hash is kept, so
 * no earlier link can be read back), on the configured site origin (`config.siteOrigin`),
 * never the request's Host: a forged Host would otherwise put someone else's address
 * in the link. Replies go to the shop's reply-to address.
 */
export async function queueShopperPaymentEmail(
  tx: Queryable,
  order: PaidOrder,
  kind: string,
  render: (context: ShopperEmailContext) => RenderedEmail | Promise<RenderedEmail>,
  baseUrl: string,
  now: Date,
): Promise<void> {
  // Sequential: the transaction's queries share one connection.
  const site = await getSettings(tx, 'site')
  const notifications = await getSettings(tx, 'notifications')
  const token = await mintOrderAccessToken(tx, order.orderId, now)
  const rendered = await render({
    siteName: site.siteName,
    gcash: () => getSettings(tx, 'gcash'),
    statusUrl: orderLinkUrl(baseUrl, token),
  })
  await enqueueEmail(
    tx,
    {
      kind,
      to: [order.customerEmail],
      replyTo: notifications.replyTo || undefined,
      ...rendered,
    },
    now,
  )
}

/** The shopper's email when staff verify or reject the proof. */
export function queuePaymentEmail(
  tx: Queryable,
  order: PaidOrder,
  email: PaymentEmail,
  baseUrl: string,
  now: Date,
): Promise<void> {
  return queueShopperPaymentEmail(
    tx,
    order,
    email.kind === 'verified' ? 'payment_verified' : 'payment_rejected',
    ({ siteName, statusUrl }) =>
      email.kind === 'verified'
        ? paymentVerifiedEmail(order, email.referenceNumber, siteName, statusUrl)
        : paymentRejectedEmail(order, email.reason, email.due, siteName, statusUrl),
    baseUrl,
    now,
  )
}
