import { type OrderStatus, orderStatusLabels } from '../../../shared/order-status'
import { Badge, type BadgeTone } from '../../ui/badge'

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
