import { Eye, Receipt } from 'lucide-react'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import type { AdminOrderRow } from '#shared/schemas/orders.ts'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'

const headings = ['Order ID', 'Customer', 'Date', 'Total', 'Status']

/**
 * The orders, newest first as the server sends them. On narrow screens the table
 * scrolls sideways inside its box (`relative`, so even the absolutely positioned
 * sr-only header stays inside and cannot widen the page); tabbing to each row's
 * View button scrolls it for keyboard users.
 */
export function OrdersTable({
  orders,
  stale,
  onView,
}: {
  orders: AdminOrderRow[]
  stale: boolean
  onView: (orderId: string) => void
}) {
  if (orders.length === 0) return <EmptyState icon={Receipt} title="No orders found" />
  return (
    <section
      aria-label="Orders"
      className={cn('relative overflow-x-auto transition-opacity', stale && 'opacity-60')}
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <TableHeader columns={[...headings, { label: 'Actions', srOnly: true, align: 'right' }]} />
        <tbody className="divide-y divide-stone-100">
          {orders.map((order) => (
            <tr key={order.orderId} className="hover:bg-cream-50">
              <td className="px-4 py-3 font-mono font-medium text-stone-900">{order.orderId}</td>
              <td className="px-4 py-3 text-stone-900">{order.customerName}</td>
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                <time dateTime={order.createdAt}>{formatManilaDateTime(order.createdAt)}</time>
              </td>
              <td className="px-4 py-3 font-medium whitespace-nowrap text-stone-900">
                {formatPeso(order.totalCentavos)}
              </td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-4 py-3 text-right">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`View order ${order.orderId}`}
                  onClick={() => onView(order.orderId)}
                >
                  <Eye aria-hidden="true" className="size-4" />
                  View
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
