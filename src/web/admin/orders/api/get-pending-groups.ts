import { useQuery } from '@tanstack/react-query'
import type { PendingOrderGroups } from '../../../../shared/schemas/orders'
import { api } from '../../../lib/api-client'
import { adminOrdersApi } from '../orders-search'
import { orderQueryKeys } from './order-query-keys'

/** Pending orders held several to one email, phone or client address (largest groups first). */
export function usePendingOrderGroups() {
  return useQuery({
    queryKey: orderQueryKeys.pendingGroups(),
    queryFn: ({ signal }) => api.get<PendingOrderGroups>(adminOrdersApi.pendingGroups, signal),
  })
}
