import type { Queryable } from '#server/db/client.ts'
import { type RenderedEmail, renderEmail } from '#server/email/templates.ts'
import { payBalanceUrl } from '#server/online-payments/online-payment-emails.ts'
import { queueShopperPaymentEmail } from '#server/payments/payment-emails.ts'
import { formatPeso } from '#shared/money.ts'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import type { PaymentMethod } from '#shared/order-status.ts'
import { formatPackedKg, openBalanceCentavos } from '#shared/packed-weight.ts'
import { paymentDeadlineText } from '#shared/payment-state.ts'
import type { GcashSettings } from '#shared/schemas/settings.ts'

/** What the final-amount email says about the order, as packing left it. */
export interface PackedOrder {
  orderId: string
  customerName: string
  customerEmail: string
  paymentMethod: PaymentMethod
  totalCentavos: number
  estimatedTotalCentavos: number
  deliveryFeeCentavos: number
  /** GCash: what the verified proof paid; null until verified (or cash on delivery). */
  paidCentavos: number | null
  /** GCash: differences settled since (positive received, negative refunded). */
  balanceSettledCentavos: number
  /** GCash: where the payment stands ('submitted': a proof waits for staff). */
  paymentState: string
  /** GCash 'Pay after we weigh' (§12): the deadline packing started, named in the email. */
  payAfterWeigh?: boolean
  paymentDueAt?: Date | null
}

export interface PackedLine {
  name: string
  pricedByPackedWeight: boolean
  weightGrams: number
  packedGrams: number | null
  lineTotalCentavos: number
}

/**
 * What the shopper does now (docs/product-rules.md §13): cash on delivery, what the
 * rider collects; GCash not yet verified, the final total to send; verified, the
 * difference to send or to be refunded.
 */
export function packedPaymentText(
  order: PackedOrder,
  gcash: GcashSettings | null,
  statusUrl = '',
): string {
  const total = formatPeso(order.totalCentavos)
  if (order.paymentMethod === 'cod') return `The rider will collect ${total}.`
  if (order.paymentMethod === 'online') return onlinePackedPaymentText(order, statusUrl)
  const account = gcash ? ` by GCash to ${gcash.accountName}, ${gcash.accountNumber}` : ''
  if (order.paidCentavos === null && order.paymentState === 'submitted') {
    // The proof may be of the estimate: asking for the whole final total again would
    // have the shopper pay twice. The status page shows any difference once verified.
    return `The final amount is ${total}. We are checking the proof of payment you sent; once it is verified, your order page shows anything left to send or to be refunded.`
  }
  if (order.paidCentavos === null) {
    // The deadline in words (§12): for 'Pay after we weigh' it starts with this email.
    const deadline = order.paymentDueAt ? ` ${paymentDeadlineText(order.paymentDueAt)}` : ''
    return `Please send ${total}${account}, then upload your proof of payment on your order page.${deadline}`
  }
  // A weight corrected after a difference was settled asks only for what is open now.
  const paid = formatPeso(order.paidCentavos + order.balanceSettledCentavos)
  const balance = openBalanceCentavos(order, 'packed')
  if (balance > 0) {
    return `Please send the remaining ${formatPeso(balance)}${account}. You paid ${paid} already.`
  }
  if (balance < 0) {
    return `We will refund ${formatPeso(-balance)} to your GCash account. You paid ${paid}.`
  }
  return 'Nothing more to pay.'
}

/**
 * Paid online (issue 32 §3): heavier, the balance to pay online through the order page
 * (`?pay=balance` opens 'Pay ₱… online'), or in cash on delivery; lighter, the refund to
 * the original payment method; not paid yet, the final total on the order page.
 */
function onlinePackedPaymentText(order: PackedOrder, statusUrl: string): string {
  if (order.paidCentavos === null) {
    return `The final amount is ${formatPeso(order.totalCentavos)}. Pay it online on your order page: ${statusUrl}`
  }
  const paid = formatPeso(order.paidCentavos + order.balanceSettledCentavos)
  const balance = openBalanceCentavos(order, 'packed')
  if (balance > 0) {
    return `${onlinePaymentMessages.balanceHint(balance)} You paid ${paid} already.\n\n${onlinePaymentMessages.payBalance(balance)}: ${payBalanceUrl(statusUrl)}`
  }
  if (balance < 0) {
    return `We will refund ${formatPeso(-balance)} to your original payment method. You paid ${paid}.`
  }
  return 'Nothing more to pay.'
}

/** Each weighed line: ordered → packed weight, and its price now. */
function weighedLinesText(lines: readonly PackedLine[]): string {
  return lines
    .filter((l) => l.pricedByPackedWeight && l.packedGrams !== null)
    .map(
      (l) =>
        `${l.name}: ${formatPackedKg(l.weightGrams)} → ${formatPackedKg(l.packedGrams ?? l.weightGrams)}, ${formatPeso(l.lineTotalCentavos)}`,
    )
    .join('\n')
}

/** The shopper's email once every weighed line has its packed weight. */
export function packedEmail(
  order: PackedOrder,
  lines: readonly PackedLine[],
  gcash: GcashSettings | null,
  siteName: string,
  statusUrl: string,
): RenderedEmail {
  const total = formatPeso(order.totalCentavos)
  const fee = order.deliveryFeeCentavos === 0 ? 'FREE' : formatPeso(order.deliveryFeeCentavos)
  return renderEmail(siteName, `Your order ${order.orderId} is packed: final amount ${total}`, {
    heading: 'Your Order Is Packed',
    intro: `Hi ${order.customerName}, we have weighed and packed your order ${order.orderId}. Here is the final amount.`,
    fields: [
      ['Order ID', order.orderId],
      ['Estimated total', formatPeso(order.estimatedTotalCentavos)],
      ['Delivery', fee],
      ['Final total', total],
    ],
    body: { label: 'Packed weights', text: weighedLinesText(lines) },
    closing: `${packedPaymentText(order, gcash, statusUrl)}\n\nFollow your order at ${statusUrl}`,
  })
}

/** Queues the final-amount email in the packing transaction (both commit or neither). */
export function queuePackedEmail(
  tx: Queryable,
  order: PackedOrder,
  lines: readonly PackedLine[],
  baseUrl: string,
  now: Date,
): Promise<void> {
  return queueShopperPaymentEmail(
    tx,
    order,
    'order_packed',
    async ({ siteName, statusUrl, gcash }) =>
      packedEmail(
        order,
        lines,
        order.paymentMethod === 'gcash' ? await gcash() : null,
        siteName,
        statusUrl,
      ),
    baseUrl,
    now,
  )
}
