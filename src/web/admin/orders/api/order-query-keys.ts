import type { OrdersFilter } from '#web/admin/orders/orders-search.ts'
import { staffQueryKeyRoot } from '#web/auth/api/logout.ts'

/** Under the staff root, so logout drops every cached order. */
export const orderQueryKeys = {
  all: [staffQueryKeyRoot, 'orders'] as const,
  lists: () => [...orderQueryKeys.all, 'list'] as const,
  list: (filter: OrdersFilter) => [...orderQueryKeys.lists(), filter] as const,
  detail: (orderId: string) => [...orderQueryKeys.all, 'detail', orderId] as const,
  pendingGroups: () => [...orderQueryKeys.all, 'pending-groups'] as const,
}
