import type { Queryable } from '#server/db/client.ts'
import { type RenderedEmail, renderEmail } from '#server/email/templates.ts'
import { formatManilaWeekdayDateTime } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import { paymentDeadlineText } from '#shared/payment-state.ts'
import type { GcashSettings } from '#shared/schemas/settings.ts'
import { type PaidOrder, queueShopperPaymentEmail } from './payment-emails.ts'

/**
 * Halfway to the deadline: what to pay, where, by when (the deadline in words,
 * product-rules §12), and where to upload the proof.
 */
export function paymentReminderEmail(
  order: PaidOrder,
  due: Date,
  gcash: GcashSettings,
  siteName: string,
  statusUrl: string,
): RenderedEmail {
  return renderEmail(siteName, `Your order ${order.orderId} is waiting for payment`, {
    heading: 'Your Order Is Waiting for Payment',
    intro: `Hi ${order.customerName}, we have not received a proof of your GCash payment for order ${order.orderId} yet. ${paymentDeadlineText(due)}`,
    fields: [
      ['Order ID', order.orderId],
      ['Amount due', formatPeso(order.totalCentavos)],
      ['GCash name', gcash.accountName],
      ['GCash number', gcash.accountNumber],
      ['Pay by', formatManilaWeekdayDateTime(due)],
    ],
    closing: `Upload your proof of payment at ${statusUrl}`,
  })
}

/** The deadline passed without a payment: the order is cancelled. */
export function paymentDeadlineCancelledEmail(
  order: PaidOrder,
  hours: number,
  siteName: string,
  statusUrl: string,
): RenderedEmail {
  return renderEmail(siteName, `Your order ${order.orderId} was cancelled`, {
    heading: 'Your Order Was Cancelled',
    intro: `Hi ${order.customerName}, we cancelled order ${order.orderId} because no GCash payment was received within ${hours} ${hours === 1 ? 'hour' : 'hours'}. If you already paid, please reply to this email.`,
    fields: [
      ['Order ID', order.orderId],
      ['Amount', formatPeso(order.totalCentavos)],
    ],
    closing: `See your order at ${statusUrl}`,
  })
}

type DeadlineEmail = { kind: 'reminder'; due: Date } | { kind: 'cancelled'; hours: number }

/** The shopper's email in the transaction that records the reminder or the cancel. */
export function queueDeadlineEmail(
  tx: Queryable,
  order: PaidOrder,
  email: DeadlineEmail,
  baseUrl: string,
  now: Date,
): Promise<void> {
  return queueShopperPaymentEmail(
    tx,
    order,
    email.kind === 'reminder' ? 'payment_reminder' : 'payment_deadline_cancelled',
    async ({ siteName, statusUrl, gcash }) =>
      email.kind === 'reminder'
        ? paymentReminderEmail(order, email.due, await gcash(), siteName, statusUrl)
        : paymentDeadlineCancelledEmail(order, email.hours, siteName, statusUrl),
    baseUrl,
    now,
  )
}
