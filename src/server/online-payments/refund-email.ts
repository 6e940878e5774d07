import type { Queryable } from '#server/db/client.ts'
import { type RenderedEmail, renderEmail } from '#server/email/templates.ts'
import { type PaidOrder, queueShopperPaymentEmail } from '#server/payments/payment-emails.ts'
import { formatPeso } from '#shared/money.ts'
import { onlinePaymentMessages } from '#shared/online-payment.ts'

/** What the refund email names. */
export interface RefundMade {
  amountCentavos: number
  /** The gateway's id ('ref_…'). */
  refundId: string
  /** The method the order was paid with ('gcash', 'card', …), where the money goes back. */
  methodType: string | null
}

/** 'We refunded ₱59.50 to your GCash.': the short email once the gateway took the refund (issue 32 §3). */
export function refundEmail(
  order: PaidOrder,
  refund: RefundMade,
  siteName: string,
  statusUrl: string,
): RenderedEmail {
  return renderEmail(siteName, `Refund for your order ${order.orderId}`, {
    heading: 'Refund on Its Way',
    intro: `Hi ${order.customerName}, your order ${order.orderId} was packed lighter than estimated. ${onlinePaymentMessages.refundedEmail(refund.amountCentavos, refund.methodType)}`,
    fields: [
      ['Order ID', order.orderId],
      ['Refunded', formatPeso(refund.amountCentavos)],
      ['Reference', refund.refundId],
    ],
    closing: `Follow your order at ${statusUrl}`,
  })
}

/** Queues the refund email in the caller's transaction (the one that records the refund). */
export function queueRefundEmail(
  tx: Queryable,
  order: PaidOrder,
  refund: RefundMade,
  baseUrl: string,
  now: Date,
): Promise<void> {
  return queueShopperPaymentEmail(
    tx,
    order,
    'online_refund',
    ({ siteName, statusUrl }) => refundEmail(order, refund, siteName, statusUrl),
    baseUrl,
    now,
  )
}
