import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { adminOrdersApi } from '#web/admin/orders/orders-search.ts'
import { api } from '#web/lib/api-client.ts'
import { orderQueryKeys } from './order-query-keys.ts'

export function adminOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderQueryKeys.detail(orderId),
    queryFn: ({ signal }) => api.get<AdminOrder>(adminOrdersApi.order(orderId), signal),
  })
}

export function useAdminOrder(orderId: string) {
  return useQuery(adminOrderQueryOptions(orderId))
}
