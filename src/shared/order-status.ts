/** Order statuses (docs/product-rules.md §4) and how staff see them. No zod here: the storefront imports it. */
export const orderStatuses = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'completed',
  'cancelled',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped/Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
}

/** What an order line is: a product by weight, a bundle, or a hosted store's product. */
export const orderLineKinds = ['product', 'bundle', 'hosted'] as const
export type OrderLineKind = (typeof orderLineKinds)[number]

/**
 * How an order is paid: cash on delivery, GCash with a screenshot staff check by eye
 * ('gcash', the manual flow), or online through the payment gateway ('online', issue
 * 32: GCash, Maya, QR Ph or a card on PayMongo's page, confirmed by a signed webhook).
 */
export const paymentMethods = ['cod', 'gcash', 'online'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/** The methods paid before delivery: the order waits for its money (payment state, deadline). */
export const prepaidMethods = ['gcash', 'online'] as const satisfies readonly PaymentMethod[]
export function isPrepaid(method: PaymentMethod): method is (typeof prepaidMethods)[number] {
  return method !== 'cod'
}

/** What an order's payment method is called on records (emails, CSV, staff screens). */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  gcash: 'GCash',
  online: 'Online payment (PayMongo)',
}

/**
 * What the shop takes without a gateway, in the order checkout offers it: the footer's
 * 'We Accept' and the FAQ read this list, so neither names a method checkout does not
 * take (issue 28).
 */
const manualPaymentMethods = ['cod', 'gcash'] as const satisfies readonly PaymentMethod[]
export const acceptedPaymentLabels: readonly string[] = manualPaymentMethods.map(
  (method) => paymentMethodLabels[method],
)

/**
 * The FAQ's answer from a list of what the shop takes ('We accept Cash on Delivery and
 * GCash. …'); with `online` (the payment gateway configured, issue 32), how paying online goes.
 */
export function acceptedPaymentsAnswerFor(labels: readonly string[], online: boolean): string {
  const named = `We accept ${labels.slice(0, -1).join(', ')}${labels.length > 1 ? ' and ' : ''}${labels.at(-1)}.`
  return online
    ? `${named} Paying online, you pay on PayMongo's secure page and come straight back to your order.`
    : `${named} Paying by GCash, you send the amount to the shop's GCash number and upload a screenshot of the payment from your order page.`
}

/** The FAQ's answer without a gateway, from the same list. */
export const acceptedPaymentsAnswer = acceptedPaymentsAnswerFor(acceptedPaymentLabels, false)

/** Timeline entries with this status are staff notes, never shown to shoppers. */
export const NOTE_STATUS = 'note'
/**
 * Timeline entries the dashboard counts for the day (issue 29): a packed weight recorded
 * below the tolerance the shopper was shown (an admin's decision), and a refund
 * settled (an admin's). Stored in `order_timeline.event`.
 */
export const TIMELINE_EVENTS = ['packed_below_tolerance', 'refund_settled'] as const
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number]

export const ORDER_PLACED_NOTE = 'Order placed by customer.'
export const statusChangeNote = (status: OrderStatus) => `Status changed to ${status}`
