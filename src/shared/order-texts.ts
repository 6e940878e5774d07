/**
 * The order texts (SMS) the shop can send, and what the admin's Settings > Notifications
 * and the Outbox call them. The one-time code is not among them: it is always sent.
 */
export const orderTextKinds = [
  'order_placed',
  'payment_reminder',
  'payment_verified',
  'proof_rejected',
  'final_amount',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'delivery_moved',
  'line_ran_out',
] as const
export type OrderTextKind = (typeof orderTextKinds)[number]

/** Every kind of text in the outbox: the order texts and the checkout's code. */
export const PHONE_CODE_TEXT_KIND = 'phone_code'
export type TextKind = OrderTextKind | typeof PHONE_CODE_TEXT_KIND

export const textKindLabels: Record<TextKind, string> = {
  phone_code: 'Verification code',
  order_placed: 'Order placed',
  payment_reminder: 'GCash payment reminder',
  payment_verified: 'Payment verified',
  proof_rejected: 'Proof of payment rejected',
  final_amount: 'Final amount after packing',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  delivery_moved: 'Delivery moved (a closed date)',
  line_ran_out: 'An item ran out (removed or replaced)',
}

/** The most characters one text may hold: one SMS part of GSM-7 (no peso sign, no curly quotes). */
export const MAX_TEXT_LENGTH = 160
