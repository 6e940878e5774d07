import { useQuery } from '@tanstack/react-query'
import type { PendingOrderGroups } from '#shared/schemas/orders.ts'
import { adminOrdersApi } from '#web/admin/orders/orders-search.ts'
import { api } from '#web/lib/api-client.ts'
import { orderQueryKeys } from './order-query-keys.ts'

/** Pending orders held several to one email, phone or client address (largest groups first). */
export function usePendingOrderGroups() {
  return useQuery({
    queryKey: orderQueryKeys.pendingGroups(),
    queryFn: ({ signal }) => api.get<PendingOrderGroups>(adminOrdersApi.pendingGroups, signal),
  })
}
