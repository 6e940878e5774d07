import { csvText, neutraliseFormula, pesos } from '#server/orders/orders-csv.ts'
import { formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { paymentMethodLabels } from '#shared/order-status.ts'
import { slipAddressText, slipItemLine } from '#shared/packing-slip.ts'
import { csvPaymentLabel } from '#shared/payment-standing.ts'
import type { DeliveryDay } from '#shared/schemas/delivery.ts'

const kilograms = (grams: number) => (grams / 1000).toFixed(3)

/**
 * The rider's sheet: one row per order, in the screen's order (window, then zone),
 * with the full address, whether the money is in and the cash to collect (issue 28).
 */
export function deliveriesCsv(day: DeliveryDay): string {
  const header = [
    'Window',
    'Zone',
    'Order ID',
    'Customer',
    'Phone',
    'Address',
    'Landmark',
    'Delivery Instructions',
    'Payment Method',
    'Payment',
    'Cash to Collect',
    'Kilograms',
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
        slipAddressText(o),
        o.landmark ?? '',
        o.deliveryInstructions ?? '',
        paymentMethodLabels[o.paymentMethod],
        csvPaymentLabel(o),
      ].map(neutraliseFormula),
      pesos(o.cashToCollectCentavos),
      kilograms(o.grams),
      pesos(o.totalCentavos),
      neutraliseFormula(o.items.map(slipItemLine).join('; ')),
    ]),
  )
  return csvText(header, rows)
}

/**
 * The packing list: each line's quantity and its unit ('kg' for our products, with the
 * ordered weight as the target; 'items' for hosted-store products), and the packed
 * kilograms beside it once any of its lines was weighed.
 */
export function packingListCsv(day: DeliveryDay): string {
  const rows = day.packingList.map((line) => [
    neutraliseFormula(line.name),
    line.grams === null ? String(line.units ?? 0) : kilograms(line.grams),
    line.grams === null ? 'items' : 'kg',
    line.packedGrams === null ? '' : kilograms(line.packedGrams),
  ])
  return csvText(['Product', 'Quantity', 'Units', 'Packed Kilograms'], rows)
}

export const deliveriesCsvFileName = (date: string) => `deliveries-${date}.csv`
export const packingListCsvFileName = (date: string) => `packing-list-${date}.csv`
