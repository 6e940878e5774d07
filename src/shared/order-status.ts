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

export const paymentMethods = ['cod', 'gcash'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  gcash: 'GCash',
}

/** Timeline entries with this status are staff notes, never shown to shoppers. */
export const NOTE_STATUS = 'note'
export const ORDER_PLACED_NOTE = 'Order placed by customer.'
export const statusChangeNote = (status: OrderStatus) => `Status changed to ${status}`

/** 'E2E-' + a millisecond timestamp (docs/product-rules.md §3). */
export const ORDER_ID_PATTERN = /^E2E-\d{13,}$/
