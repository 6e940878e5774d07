import { formatManilaDateTime } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'

/** When the order was placed, in Manila time, as a table cell. */
export function OrderDateCell({ createdAt }: { createdAt: string }) {
  return (
    <td className="px-4 py-3 whitespace-nowrap text-stone-700">
      <time dateTime={createdAt}>{formatManilaDateTime(createdAt)}</time>
    </td>
  )
}

/** The order's total in pesos, as a table cell. */
export function OrderTotalCell({ totalCentavos }: { totalCentavos: number }) {
  return (
    <td className="px-4 py-3 font-medium whitespace-nowrap text-stone-900">
      {formatPeso(totalCentavos)}
    </td>
  )
}
