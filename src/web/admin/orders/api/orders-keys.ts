import type { OrdersFilter } from '#web/admin/orders/order-list-params.ts'
import { staffQueryKeyRoot } from '#web/staff/api/auth-keys.ts'

/** Under the staff root, so logout drops every cached order. */
export const ordersKeys = {
  all: [staffQueryKeyRoot, 'orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (filter: OrdersFilter) => [...ordersKeys.lists(), filter] as const,
  detail: (orderId: string) => [...ordersKeys.all, 'detail', orderId] as const,
  pendingGroups: () => [...ordersKeys.all, 'pending-groups'] as const,
  deliverySlots: (orderId: string) => [...ordersKeys.all, 'delivery-slots', orderId] as const,
  /** Issue 32 §5: the payment gateway's events staff must look at. */
  paymentEvents: () => [...ordersKeys.all, 'payment-events'] as const,
}
