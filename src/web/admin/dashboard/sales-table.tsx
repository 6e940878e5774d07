import { formatPeso } from '#shared/money.ts'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { formatCount, formatSalesDay } from './dashboard-format.ts'

/**
 * The chart's numbers as a table, folded away: screen readers and anyone wanting
 * exact figures open it; the canvas alone says nothing to them.
 */
export function SalesTable({ sales }: { sales: DashboardSummary['sales'] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-800">
        Show daily figures
      </summary>
      <div className="mt-2">
        <table className="w-full text-left">
          <caption className="sr-only">Orders and revenue per day, last 30 days</caption>
          <TableHeader
            className="bg-cream-50 text-stone-700"
            cellPadding="px-3 py-2"
            columns={[
              'Date',
              { label: 'Orders', align: 'right' },
              { label: 'Revenue', align: 'right' },
              { label: 'Paid', align: 'right' },
              { label: 'Awaiting payment', align: 'right' },
            ]}
          />
          <tbody className="divide-y divide-stone-100">
            {sales.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="px-3 py-1.5 font-normal text-stone-800">
                  <time dateTime={day.date}>{formatSalesDay(day.date)}</time>
                </th>
                <td className="px-3 py-1.5 text-right text-stone-800">{formatCount(day.orders)}</td>
                <td className="px-3 py-1.5 text-right text-stone-900">
                  {formatPeso(day.revenueCentavos)}
                </td>
                <td className="px-3 py-1.5 text-right text-stone-900">
                  {formatPeso(day.paidCentavos)}
                </td>
                <td className="px-3 py-1.5 text-right text-stone-900">
                  {formatPeso(day.awaitingCentavos)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
