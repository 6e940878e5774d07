import { orderStatuses, orderStatusLabels } from '#shared/order-status.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { useUpdateOrderStatus } from '#web/admin/orders/api/update-order-status.ts'
import { Label } from '#web/ui/label.tsx'
import { Select } from '#web/ui/select.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'

/** Any status from any status (SPEC.md §4); each change is sent as soon as it is chosen. */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderStatus(order.orderId)
  return (
    <section className="space-y-2">
      <p className="flex items-center gap-2 text-sm text-stone-700">
        Current status <OrderStatusBadge status={order.status} />
      </p>
      <Label htmlFor="order-status">Change status</Label>
      <Select
        id="order-status"
        value={order.status}
        disabled={update.isPending}
        onChange={(event) => {
          const status = orderStatuses.find((s) => s === event.target.value)
          if (status && status !== order.status) update.mutate(status)
        }}
      >
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {orderStatusLabels[status]}
          </option>
        ))}
      </Select>
    </section>
  )
}
