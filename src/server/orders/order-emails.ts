import { type RenderedEmail, renderEmail } from '#server/email/templates.ts'
import { deliveryText } from '#shared/delivery-schedule.ts'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import { ORDER_AGAIN_LABEL, orderAgainUrl } from '#shared/order-again.ts'
import { type PaymentMethod, paymentMethodLabels } from '#shared/order-status.ts'
import {
  DEFAULT_PACKED_WEIGHT_TOLERANCE_PERCENT,
  packedWeightMessages,
} from '#shared/packed-weight.ts'
import { slipItemExtras } from '#shared/packing-slip.ts'
import { paths } from '#shared/paths.ts'
import { payAfterWeighMessages } from '#shared/pay-after-weigh.ts'
import { paymentDeadlineText } from '#shared/payment-state.ts'
import { lineTitleWithChoices } from '#shared/preparation.ts'
import { piecesLabel } from '#shared/pricing.ts'
import type { OrderDelivery } from '#shared/schemas/delivery.ts'
import type { OrderItemView } from '#shared/schemas/orders.ts'
import type { GcashSettings } from '#shared/schemas/settings.ts'

export interface OrderForEmail {
  orderId: string
  customerName: string
  customerEmail: string
  customerPhone: string
  shippingAddress: string
  /** For the rider (issue 28 §10): shown when given. */
  landmark?: string | null
  deliveryInstructions?: string | null
  zoneName: string
  /** When it arrives; null for orders placed before delivery dates existed. */
  delivery: OrderDelivery | null
  paymentMethod: PaymentMethod
  items: OrderItemView[]
  subtotalCentavos: number
  deliveryFeeCentavos: number
  totalCentavos: number
  createdAt: Date
  /**
   * GCash: when the order is cancelled unless paid (product-rules §12); null or absent
   * for cash on delivery and for an order paid after weighing until it is packed.
   */
  paymentDueAt?: Date | null
  /** GCash 'Pay after we weigh' (§12): no proof is asked for until the final amount is sent. */
  payAfterWeigh?: boolean
}

/** What `itemLine` reads of a line: issue 31's fields optional (older callers have none). */
export type ItemLineFields = Pick<OrderItemView, 'quantity' | 'name' | 'unit'> &
  Partial<Pick<OrderItemView, 'choices' | 'averagePieceGrams'>>

/**
 * '2 × Ribeye kg'; with choices '2 × Ribeye, 1.5 in, fat on (kg)' (issue 31); by the
 * piece '2 pcs (about 700 g) Ribeye steak'.
 */
export function itemLine(item: ItemLineFields): string {
  const title = lineTitleWithChoices(item.name, item.choices ?? [])
  if (item.unit === 'piece' && item.averagePieceGrams) {
    return `${piecesLabel(item.quantity, item.averagePieceGrams)} ${title}`
  }
  if (!item.unit) return `${item.quantity} × ${title}`
  return (item.choices?.length ?? 0) > 0
    ? `${item.quantity} × ${title} (${item.unit})`
    : `${item.quantity} × ${title} ${item.unit}`
}

/**
 * A line's note and run-out choice, as text (never markup: the email template escapes
 * it): 'Special instructions: …', 'If this runs out: …', or what staff did.
 */
export function itemExtras(
  item: Partial<Pick<OrderItemView, 'kind' | 'note' | 'ifRunsOut' | 'runOutOutcome'>>,
): string[] {
  return slipItemExtras({
    note: item.note ?? null,
    // Only product lines have a run-out choice.
    ifRunsOut: item.kind === 'product' ? item.ifRunsOut : undefined,
    runOutOutcome: item.runOutOutcome ?? null,
  })
}

/** The landmark and delivery instructions, under the address, when given. */
export function riderFields(order: Pick<OrderForEmail, 'landmark' | 'deliveryInstructions'>) {
  const fields: (readonly [string, string])[] = []
  if (order.landmark) fields.push(['Landmark', order.landmark])
  if (order.deliveryInstructions) fields.push(['Delivery instructions', order.deliveryInstructions])
  return fields
}

/** 'Sat, Nov 28, 9:00 AM – 12:00 PM' beside the address, when the order has a delivery time. */
function deliveryField(order: OrderForEmail): (readonly [string, string])[] {
  return order.delivery ? [['Delivery', deliveryText(order.delivery)]] : []
}

/**
 * The lines and totals. A line priced by packed weight is an estimate until staff
 * weigh it (docs/product-rules.md §13): it and the total say so.
 */
function itemsText(order: OrderForEmail, tolerancePercent: number): string {
  const estimate = (i: OrderItemView) => i.pricedByPackedWeight && i.packedGrams === null
  const lines = order.items.flatMap((i) => [
    `${itemLine(i)}: ${estimate(i) ? 'Estimated ' : ''}${formatPeso(i.lineTotalCentavos)}`,
    ...itemExtras(i).map((extra) => `  ${extra}`),
  ])
  const fee = order.deliveryFeeCentavos === 0 ? 'FREE' : formatPeso(order.deliveryFeeCentavos)
  const total = order.items.some(estimate)
    ? packedWeightMessages.estimate(order.totalCentavos, tolerancePercent)
    : formatPeso(order.totalCentavos)
  return [
    ...lines,
    '',
    `Subtotal: ${formatPeso(order.subtotalCentavos)}`,
    `Delivery: ${fee}`,
    `Total: ${total}`,
  ].join('\n')
}

/**
 * A GCash shopper pays outside the shop, then sends the proof from the order status
 * page: the email leads there with the words the page's button uses.
 */
function proofOfPaymentText(statusUrl: string): string {
  return `Upload Proof of Payment: once you have paid, send us a screenshot of the payment and its 13-digit GCash reference number at ${statusUrl}`
}

/**
 * Paying online (issue 32): the order waits for the payment on the gateway's page; its
 * deadline, and the order page where the shopper pays (or tries again).
 */
function onlinePaymentText(order: OrderForEmail, statusUrl: string): string {
  return [
    `${onlinePaymentMessages.awaitingTitle}.`,
    ...(order.paymentDueAt ? [onlinePaymentMessages.deadlineText(order.paymentDueAt)] : []),
    `Pay online on your order's page: ${statusUrl}`,
  ].join(' ')
}

/** The shopper's confirmation, with a link to the order status page. */
export function confirmationEmail(
  order: OrderForEmail,
  siteName: string,
  gcash: GcashSettings | null,
  statusUrl: string,
  tolerancePercent = DEFAULT_PACKED_WEIGHT_TOLERANCE_PERCENT,
): RenderedEmail {
  const gcashText = !gcash
    ? undefined
    : order.payAfterWeigh
      ? `Once we send the final amount, pay by GCash to ${gcash.accountName}, ${gcash.accountNumber}.`
      : `Pay by GCash to ${gcash.accountName}, ${gcash.accountNumber}. ${gcash.instructions}`
  return renderEmail(siteName, `Your order ${order.orderId}`, {
    heading: 'Thank You For Your Order!',
    intro: `Hi ${order.customerName}, we have received your order ${order.orderId}.`,
    fields: [
      ['Order ID', order.orderId],
      ['Placed', formatManilaDateTime(order.createdAt)],
      ['Payment', paymentMethodLabels[order.paymentMethod]],
      ['Deliver to', `${order.shippingAddress} (${order.zoneName})`],
      ...riderFields(order),
      ...deliveryField(order),
      ...(gcashText ? [['GCash', gcashText] as const] : []),
    ],
    body: { label: 'Items', text: itemsText(order, tolerancePercent) },
    closing: [
      ...(order.paymentMethod === 'online' ? [onlinePaymentText(order, statusUrl)] : []),
      ...(gcash && order.paymentDueAt ? [paymentDeadlineText(order.paymentDueAt)] : []),
      ...(gcash
        ? [
            order.payAfterWeigh
              ? payAfterWeighMessages.waitingForWeight
              : proofOfPaymentText(statusUrl),
          ]
        : []),
      `Follow your order at ${statusUrl}`,
      // The same page, running 'Order again' once: it fills the cart, never places an order.
      `${ORDER_AGAIN_LABEL}: put the same items in your cart at today's prices at ${orderAgainUrl(statusUrl)}`,
    ].join('\n\n'),
  })
}

/** The staff's copy, sent when new-order emails are switched on in settings. */
export function newOrderEmail(
  order: OrderForEmail,
  siteName: string,
  tolerancePercent = DEFAULT_PACKED_WEIGHT_TOLERANCE_PERCENT,
): RenderedEmail {
  return renderEmail(siteName, `New order ${order.orderId}: ${formatPeso(order.totalCentavos)}`, {
    heading: `New order ${order.orderId}`,
    fields: [
      ['Customer', order.customerName],
      ['Email', order.customerEmail],
      ['Phone', order.customerPhone],
      ['Address', `${order.shippingAddress} (${order.zoneName})`],
      ...riderFields(order),
      ...deliveryField(order),
      ['Payment', paymentMethodLabels[order.paymentMethod]],
      ['Placed', formatManilaDateTime(order.createdAt)],
    ],
    body: { label: 'Items', text: itemsText(order, tolerancePercent) },
  })
}

/** The order's page, `/orders/<token>`, on the configured site origin (never the request's Host). */
export function orderLinkUrl(base: string, token: string): string {
  return `${base.replace(/(?<!\/)\/+$/, '')}${paths.orderPage(token)}`
}
