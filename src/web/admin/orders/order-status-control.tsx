import { type OrderStatus, orderStatuses, orderStatusLabels } from '#shared/order-status.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { useUpdateOrderStatus } from '#web/admin/orders/api/update-order-status.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { Label } from '#web/ui/label.tsx'
import { Select } from '#web/ui/select.tsx'
import { toast } from '#web/ui/toast.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'

/** Any status from any status (docs/product-rules.md §4); each change is sent as soon as it is chosen. */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderStatus(order.orderId)
  const changeTo = (status: OrderStatus) =>
    void update.mutateAsync(status).then(
      (saved) =>
        toast.success('Order Status Updated', {
          description: `Order ${saved.orderId} status changed to ${orderStatusLabels[saved.status]}.`,
        }),
      // 409 when re-opening a cancelled order lacks stock: the server says which item.
      (error) => toast.error('Status Not Changed', { description: apiErrorMessage(error) }),
    )
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
          if (status && status !== order.status) changeTo(status)
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
