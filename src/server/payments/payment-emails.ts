import type { Queryable } from '#server/db/client.ts'
import { enqueueEmail } from '#server/email/outbox-repo.ts'
import { type RenderedEmail, renderEmail } from '#server/email/templates.ts'
import { mintOrderAccessToken } from '#server/orders/order-access-token-repo.ts'
import { orderLinkUrl } from '#server/orders/order-emails.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { formatManilaWeekdayDateTime } from '#shared/manila-time.ts'
import { type Centavos, formatPeso } from '#shared/money.ts'
import { type ProofPurpose, paymentDeadlineText } from '#shared/payment-state.ts'
import type { GcashSettings } from '#shared/schemas/settings.ts'

/** What the payment emails say about the order. */
export interface PaidOrder {
  orderId: string
  customerName: string
  customerEmail: string
  totalCentavos: number
}

/** What staff recorded on the proof they verified (issue 28 §1). */
export interface ReceivedPayment {
  referenceNumber: string
  purpose: ProofPurpose
  /** What staff recorded as received. */
  receivedCentavos: Centavos
  /** What the proof was asked for. */
  dueCentavos: Centavos
  /** What is open after it: positive, still to pay; negative, to refund; 0 when none. */
  balanceCentavos: Centavos
}

/** Staff verified the shopper's GCash payment: what was received, and what is left. */
export function paymentVerifiedEmail(
  order: PaidOrder,
  received: ReceivedPayment,
  siteName: string,
  statusUrl: string,
): RenderedEmail {
  const { balanceCentavos: balance } = received
  const what = received.purpose === 'balance' ? 'balance payment' : 'payment'
  const left =
    balance > 0
      ? ` Please send the remaining ${formatPeso(balance)} to our GCash account and upload its proof on your order's page.`
      : balance < 0
        ? ` We will refund ${formatPeso(-balance)} to your GCash.`
        : ''
  return renderEmail(siteName, `Payment verified for your order ${order.orderId}`, {
    heading: 'Payment Verified',
    intro: `Hi ${order.customerName}, we have received your GCash ${what} of ${formatPeso(received.receivedCentavos)} for order ${order.orderId}. Thank you!${left}`,
    fields: [
      ['Order ID', order.orderId],
      ['Received', formatPeso(received.receivedCentavos)],
      ['Amount due', formatPeso(received.dueCentavos)],
      ...balanceFields(balance),
      ['Reference', received.referenceNumber],
    ],
    closing:
      balance > 0
        ? `Upload the proof of the remaining payment at ${statusUrl}`
        : `Follow your order at ${statusUrl}`,
  })
}

/** The 'Payment verified' email's line for what is left: 'Still to pay' or 'To refund', or none. */
export function balanceFields(balance: Centavos): (readonly [string, string])[] {
  if (balance > 0) return [['Still to pay', formatPeso(balance)]]
  if (balance < 0) return [['To refund', formatPeso(-balance)]]
  return []
}

/**
 * Staff rejected the proof: the reason in their words, by when a new one must come (the
 * deadline the rejection set, in words: product-rules §12) and where to send it. A
 * rejected balance proof has no deadline (`due` null): the order stays paid.
 */
export function paymentRejectedEmail(
  order: PaidOrder,
  reason: string,
  due: Date | null,
  siteName: string,
  statusUrl: string,
  amountDueCentavos = order.totalCentavos,
): RenderedEmail {
  return renderEmail(siteName, `Please send your proof of payment again: order ${order.orderId}`, {
    heading: 'Please Send Your Proof of Payment Again',
    intro: `Hi ${order.customerName}, we could not verify the proof of payment you sent for order ${order.orderId}. Please upload a new proof.${due ? ` ${paymentDeadlineText(due)}` : ''}`,
    fields: [
      ['Order ID', order.orderId],
      ['Amount due', formatPeso(amountDueCentavos)],
      ...(due ? [['Pay by', formatManilaWeekdayDateTime(due)] as const] : []),
    ],
    body: { label: 'Reason', text: reason },
    closing: `Upload a new proof of payment at ${statusUrl}`,
  })
}

type PaymentEmail =
  | { kind: 'verified'; received: ReceivedPayment }
  | { kind: 'rejected'; reason: string; due: Date | null; amountDueCentavos: Centavos }

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
        ? paymentVerifiedEmail(order, email.received, siteName, statusUrl)
        : paymentRejectedEmail(
            order,
            email.reason,
            email.due,
            siteName,
            statusUrl,
            email.amountDueCentavos,
          ),
    baseUrl,
    now,
  )
}
