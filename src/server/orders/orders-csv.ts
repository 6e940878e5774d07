import { stringify } from 'csv-stringify/sync'
import { formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { manilaIsoDate, shopTimeZone } from '#shared/manila-time.ts'
import { reportedMethodLabel } from '#shared/online-payment.ts'
import { orderStatusLabels, paymentMethodLabels } from '#shared/order-status.ts'
import { csvPaymentLabel } from '#shared/payment-standing.ts'
import type { PaymentState } from '#shared/payment-state.ts'
import type { ExportOrder } from './admin-order-repo.ts'
import { orderDeliveryOf } from './order-delivery-view.ts'
import { itemExtras, itemLine } from './order-emails.ts'

const header = [
  'Order ID',
  'Date',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'Zone',
  'Delivery Date',
  'Delivery Time',
  'Payment Method',
  // Whether the money is in (issue 28 §6): 'Paid', 'Awaiting payment', 'COD: collect'.
  'Payment',
  'Status',
  // Paid online (issue 32 §5): what the gateway reported it was paid with, and its 'pay_…' id.
  'Online Method',
  'Payment ID',
  'Items',
  'Subtotal',
  'Delivery',
  'Total',
  'Estimated Total',
]

const manilaDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** 'YYYY-MM-DD HH:MM' in Manila: sorts as text and every spreadsheet reads it. */
export function manilaStamp(instant: Date): string {
  const parts = Object.fromEntries(
    manilaDateTime.formatToParts(instant).map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

export const pesos = (centavos: number) => (centavos / 100).toFixed(2)

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab / CR that hides one) as
 * a formula: such text cells get a leading apostrophe so they show as typed.
 * Amounts are written by us and never pass through here.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

/**
 * The whole file: a BOM, which makes Excel read UTF-8 (so ₱ and ñ show as themselves),
 * then the rows with CRLF line ends. Text cells must already be neutralised.
 */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${stringify([header, ...rows], { record_delimiter: '\r\n' })}`
}

/** A line in the Items cell: its note and run-out choice in brackets (issue 31). */
function csvItemText(item: ExportOrder['items'][number]): string {
  const extras = itemExtras(item)
  return `${itemLine(item)}${extras.length > 0 ? ` [${extras.join('. ')}]` : ''}`
}

export function ordersCsv(orders: readonly ExportOrder[]): string {
  const rows = orders.map((o) => {
    const delivery = orderDeliveryOf(o)
    return [
      ...[
        o.orderId,
        manilaStamp(o.createdAt),
        o.customerName,
        o.customerEmail,
        o.customerPhone,
        o.shippingAddress,
        o.zoneName,
      ].map(neutraliseFormula),
      // Written by us: a plain date and a window, empty for orders from before delivery dates.
      delivery?.date ?? '',
      delivery ? formatDeliveryWindow(delivery) : '',
      ...[
        paymentMethodLabels[o.paymentMethod],
        csvPaymentLabel({ ...o, paymentState: o.paymentState as PaymentState }),
        orderStatusLabels[o.status],
        o.onlinePaymentId ? reportedMethodLabel(o.onlineMethodType) : '',
        o.onlinePaymentId ?? '',
        o.items.map(csvItemText).join('; '),
      ].map(neutraliseFormula),
      pesos(o.subtotalCentavos),
      pesos(o.deliveryFeeCentavos),
      // The final total (re-priced by packed weights), and what the shopper agreed to at
      // checkout; the same for orders with nothing weighed (docs/product-rules.md §13).
      pesos(o.totalCentavos),
      pesos(o.estimatedTotalCentavos),
    ]
  })
  return csvText(header, rows)
}

export const csvFileName = (now: Date) => `orders-${manilaIsoDate(now)}.csv`
