import type { Queryable } from '#server/db/client.ts'
import { type RenderedEmail, renderEmail } from '#server/email/templates.ts'
import { queueShopperPaymentEmail } from '#server/payments/payment-emails.ts'
import { formatPeso } from '#shared/money.ts'

/** What the run-out email says about the order, as the change left it. */
export interface RunOutEmailOrder {
  orderId: string
  customerName: string
  customerEmail: string
  totalCentavos: number
}

export type RunOutEmailChange =
  | { kind: 'removed'; line: string; refundCentavos: number }
  | { kind: 'replaced'; line: string; replacement: string; pricePerKgCentavos: number }

/**
 * The shopper's email when a line ran out (issue 31 §3): what was done as they asked,
 * the new total and, for a GCash payment already received, the refund now due
 * (`balanceCentavos` negative). Names are text: the template escapes them.
 */
export function runOutEmail(
  order: RunOutEmailOrder,
  change: RunOutEmailChange,
  balanceCentavos: number,
  siteName: string,
  statusUrl: string,
): RenderedEmail {
  const total = formatPeso(order.totalCentavos)
  const what =
    change.kind === 'removed'
      ? `As you asked, we removed it from your order and refunded ${formatPeso(change.refundCentavos)}.`
      : `As you asked, we replaced it with ${change.replacement} at ${formatPeso(change.pricePerKgCentavos)}/kg (the same or a lower price per kg), priced by the weight we pack.`
  const refund =
    balanceCentavos < 0
      ? `We will refund ${formatPeso(-balanceCentavos)} to your GCash account.\n\n`
      : ''
  return renderEmail(siteName, `An item in your order ${order.orderId} ran out`, {
    heading: 'An Item in Your Order Ran Out',
    intro: `Hi ${order.customerName}, ${change.line} in your order ${order.orderId} ran out. ${what}`,
    fields: [
      ['Order ID', order.orderId],
      ['Ran out', change.line],
      ...(change.kind === 'replaced' ? [['Replaced with', change.replacement] as const] : []),
      [change.kind === 'replaced' ? 'New total (estimate)' : 'New total', total],
    ],
    closing: `${refund}Follow your order at ${statusUrl}`,
  })
}

/** Queues the run-out email in the transaction that changed the line. */
export function queueRunOutEmail(
  tx: Queryable,
  order: RunOutEmailOrder,
  change: RunOutEmailChange,
  balanceCentavos: number,
  baseUrl: string,
  now: Date,
): Promise<void> {
  return queueShopperPaymentEmail(
    tx,
    order,
    'order_line_ran_out',
    ({ siteName, statusUrl }) => runOutEmail(order, change, balanceCentavos, siteName, statusUrl),
    baseUrl,
    now,
  )
}
