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

/** How long the order waited, and for what: GCash in hours, online (issue 32) in minutes. */
export type DeadlineWaited = { hours: number; online?: false } | { minutes: number; online: true }

function waitedText(waited: DeadlineWaited): string {
  if (waited.online) {
    return `no online payment was received within ${waited.minutes} ${waited.minutes === 1 ? 'minute' : 'minutes'}`
  }
  return `no GCash payment was received within ${waited.hours} ${waited.hours === 1 ? 'hour' : 'hours'}`
}

/** The deadline passed without a payment: the order is cancelled. */
export function paymentDeadlineCancelledEmail(
  order: PaidOrder,
  waited: number | DeadlineWaited,
  siteName: string,
  statusUrl: string,
): RenderedEmail {
  const how = typeof waited === 'number' ? { hours: waited } : waited
  return renderEmail(siteName, `Your order ${order.orderId} was cancelled`, {
    heading: 'Your Order Was Cancelled',
    intro: `Hi ${order.customerName}, we cancelled order ${order.orderId} because ${waitedText(how)}. If you already paid, please reply to this email.`,
    fields: [
      ['Order ID', order.orderId],
      ['Amount', formatPeso(order.totalCentavos)],
    ],
    closing: `See your order at ${statusUrl}`,
  })
}

type DeadlineEmail = { kind: 'reminder'; due: Date } | ({ kind: 'cancelled' } & DeadlineWaited)

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
        : paymentDeadlineCancelledEmail(order, email, siteName, statusUrl),
    baseUrl,
    now,
  )
}
