import { Receipt } from 'lucide-react'
import type { AdminOrderRow } from '#shared/schemas/orders.ts'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { cn } from '#web/ui/cn.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import {
  OrderDateCell,
  OrderDeliveryCell,
  OrderPaymentCell,
  OrderStatusCell,
  OrderTotalCell,
} from './order-cells.tsx'
import { ViewOrderButton } from './view-order-button.tsx'

const headings = ['Order ID', 'Customer', 'Date', 'Delivery', 'Total', 'Payment', 'Status']

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
      <table className="w-full min-w-[66rem] text-left text-sm">
        <TableHeader columns={[...headings, { label: 'Actions', srOnly: true, align: 'right' }]} />
        <tbody className="divide-y divide-stone-100">
          {orders.map((order) => (
            <tr key={order.orderId} className="hover:bg-cream-50">
              <td className="px-4 py-3 font-mono font-medium text-stone-900">{order.orderId}</td>
              <td className="px-4 py-3 text-stone-900">{order.customerName}</td>
              <OrderDateCell createdAt={order.createdAt} />
              <OrderDeliveryCell delivery={order.delivery} />
              <OrderTotalCell order={order} />
              <OrderPaymentCell order={order} />
              <OrderStatusCell order={order} />
              <td className="px-4 py-3 text-right">
                <ViewOrderButton orderId={order.orderId} onView={onView} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
