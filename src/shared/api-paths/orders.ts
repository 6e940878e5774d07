import type { PaymentFilter } from '#shared/online-payment.ts'
import type { OrderStatus } from '#shared/order-status.ts'
import { withQuery } from './query-string.ts'

/** Checkout, and a shopper looking an order up. */
export const orderApiPaths = {
  checkoutOptions: '/api/checkout/options',
  place: '/api/orders',
  /** POST `{ phone }`: 'Resend code' (202 where it went; 429 with the wait). */
  phoneCode: '/api/checkout/phone-code',
  /** The dates and windows a zone can still take (delivery dates). */
  deliverySlots: (zoneId: number) => `/api/checkout/delivery-slots?zoneId=${zoneId}`,
  /** POST `{ orderId, email }`: the lookup form; the order with a new link token, or 404. */
  lookup: '/api/orders/lookup',
  /** GET: the order its link's token opens (`/orders/<token>`), or 404. */
  byToken: (token: string) => `/api/orders/by-token/${encodeURIComponent(token)}`,
  /** POST multipart (`referenceNumber`, `file`): a GCash shopper's proof of payment. */
  paymentProof: (token: string) =>
    `/api/orders/by-token/${encodeURIComponent(token)}/payment-proof`,
  /** GET: the newest proof's image (WebP), for whoever holds the order's link. */
  paymentProofImage: (token: string) =>
    `/api/orders/by-token/${encodeURIComponent(token)}/payment-proof/image`,
  /**
   * GET (issue 31 §6 'Order again'): the order's lines as cart lines at today's prices,
   * with what changed or is gone; never places an order. 422 when nothing is left.
   */
  orderAgain: (token: string) => `/api/orders/by-token/${encodeURIComponent(token)}/order-again`,
  /**
   * Issue 32, paying online. GET: where the online payment stands (`OnlinePaymentStatus`);
   * while no webhook has confirmed it, the server asks the gateway first, so the page
   * never believes the redirect alone. POST `{ purpose }`: a new attempt ('Try paying
   * again', or the balance left after packing heavier); answers `{ checkoutUrl }`.
   */
  onlinePayment: (token: string) =>
    `/api/orders/by-token/${encodeURIComponent(token)}/online-payment`,
  /** POST (no body): 'Pay cash on delivery instead' while the order is pending and unpaid. */
  payOnDelivery: (token: string) =>
    `/api/orders/by-token/${encodeURIComponent(token)}/pay-on-delivery`,
} as const

/** The payment gateway's side (issue 32): no session or same-origin rule, only the signature. */
export const paymentGatewayApiPaths = {
  /** POST: PayMongo's signed webhook events. */
  paymongoWebhook: '/api/payments/paymongo/webhook',
} as const

/** The search as the server reads it: only what differs from the defaults, search trimmed. */
function orderFilterParams(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams()
  const q = filter.q?.trim()
  if (q) params.set('q', q)
  if (filter.status) params.set('status', filter.status)
  if (filter.deliveryDate) params.set('deliveryDate', filter.deliveryDate)
  if (filter.payment) params.set('payment', filter.payment)
  return params
}

/** The orders table's search: text, status and the Manila date the orders arrive. */
export interface OrderFilter {
  q?: string
  status?: OrderStatus | null
  deliveryDate?: string | null
  /**
   * 'to-verify': GCash orders whose proof waits for staff; 'paid-online',
   * 'awaiting-online': online orders paid, or waiting for their payment; 'attention':
   * orders with a payment event staff must look at (issue 32 §5).
   */
  payment?: PaymentFilter | null
}

const order = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`

/** The staff's order desk (editors and admins). */
export const adminOrdersApiPaths = {
  list: (filter: OrderFilter & { page?: number; pageSize: number }) => {
    const params = orderFilterParams(filter)
    if (filter.page && filter.page > 1) params.set('page', String(filter.page))
    params.set('pageSize', String(filter.pageSize))
    return withQuery('/api/admin/orders', params)
  },
  /** The CSV of every order matching the search and status, whatever the page. */
  exportCsv: (filter: OrderFilter) =>
    withQuery('/api/admin/orders/export.csv', orderFilterParams(filter)),
  order,
  status: (orderId: string) => `${order(orderId)}/status`,
  notes: (orderId: string) => `${order(orderId)}/notes`,
  /** PUT: move the order to another date and window. */
  delivery: (orderId: string) => `${order(orderId)}/delivery`,
  /** GET: the dates and windows staff may move the order to. */
  deliverySlots: (orderId: string) => `${order(orderId)}/delivery-slots`,
  /** GET: the newest proof of payment's image (WebP), staff only. */
  paymentProofImage: (orderId: string) => `${order(orderId)}/payment-proof/image`,
  /** POST (no body): the newest proof is good; the order becomes paid. */
  verifyPayment: (orderId: string) => `${order(orderId)}/payment/verify`,
  /** POST `{ reason }`: the newest proof is refused; the shopper is asked for another. */
  rejectPayment: (orderId: string) => `${order(orderId)}/payment/reject`,
  /** POST `{ balanceCentavos }`: the GCash difference left by packing is paid or refunded. */
  settleBalance: (orderId: string) => `${order(orderId)}/payment/settle-balance`,
  /** PUT `{ packedGrams, packingVersion, confirmBeyondTolerance? }`: a line's packed weight. */
  packedWeight: (orderId: string, itemId: number) =>
    `${order(orderId)}/items/${itemId}/packed-weight`,
  /**
   * POST `{ action, replacementProductId?, packingVersion }` (issue 31 §3): the line ran
   * out; the order follows the shopper's 'If this runs out' (remove, replace, call first).
   */
  runOut: (orderId: string, itemId: number) => `${order(orderId)}/items/${itemId}/run-out`,
  /** Pending orders held several to one email, phone or client address. */
  pendingGroups: '/api/admin/orders/pending-groups',
  /** Cancels the named orders that are still pending. */
  cancelPending: '/api/admin/orders/cancel-pending',
  /**
   * POST `{ amountCentavos, requestKey }` (issue 32 §3): refund through the payment
   * gateway what packing lighter left over; the same `requestKey` refunds once.
   */
  refundOnline: (orderId: string) => `${order(orderId)}/payment/refund`,
  /** GET: payment events staff must look at (no order matches, amount differs, …). */
  paymentEvents: '/api/admin/payment-events',
} as const
