import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { PendingOrderGroups } from '#shared/schemas/orders.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

/** Pending orders held several to one email, phone or client address (largest groups first). */
export const pendingOrderGroupsQueryOptions = queryOptions({
  queryKey: ordersKeys.pendingGroups(),
  queryFn: ({ signal }) => api.get<PendingOrderGroups>(adminOrdersApiPaths.pendingGroups, signal),
})

export function usePendingOrderGroups() {
  return useQuery(pendingOrderGroupsQueryOptions)
}
