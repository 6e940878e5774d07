import { itemLine } from '#server/orders/order-emails.ts'
import { csvText, neutraliseFormula, pesos } from '#server/orders/orders-csv.ts'
import { formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { paymentMethodLabels } from '#shared/order-status.ts'
import type { DeliveryDay } from '#shared/schemas/delivery.ts'

/** The rider's sheet: one row per order, in the screen's order (window, then zone). */
export function deliveriesCsv(day: DeliveryDay): string {
  const header = [
    'Window',
    'Zone',
    'Order ID',
    'Customer',
    'Phone',
    'Address',
    'Payment',
    'Total',
    'Items',
  ]
  const rows = day.groups.flatMap((group) =>
    group.orders.map((o) => [
      formatDeliveryWindow(group),
      ...[
        group.zoneName,
        o.orderId,
        o.customerName,
        o.customerPhone,
        o.shippingAddress,
        paymentMethodLabels[o.paymentMethod],
      ].map(neutraliseFormula),
      pesos(o.totalCentavos),
      neutraliseFormula(o.items.map(itemLine).join('; ')),
    ]),
  )
  return csvText(header, rows)
}

/** The packing list: kilograms with 3 decimals for our products, a count for hosted-store items. */
export function packingListCsv(day: DeliveryDay): string {
  const rows = day.packingList.map((line) => [
    neutraliseFormula(line.name),
    line.grams === null ? '' : (line.grams / 1000).toFixed(3),
    line.units === null ? '' : String(line.units),
  ])
  return csvText(['Product', 'Kilograms', 'Units'], rows)
}

export const deliveriesCsvFileName = (date: string) => `deliveries-${date}.csv`
export const packingListCsvFileName = (date: string) => `packing-list-${date}.csv`
