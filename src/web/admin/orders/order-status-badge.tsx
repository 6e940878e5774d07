import { type OrderStatus, orderStatusLabels } from '#shared/order-status.ts'
import { Badge, type BadgeTone } from '#web/ui/badge.tsx'

const statusTones: Record<OrderStatus, BadgeTone> = {
  pending: 'amber',
  paid: 'green',
  processing: 'neutral',
  shipped: 'dark',
  completed: 'green',
  cancelled: 'brand',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={statusTones[status]} className="normal-case tracking-normal">
      {orderStatusLabels[status]}
    </Badge>
  )
}
