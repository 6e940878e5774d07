import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

export function adminOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ordersKeys.detail(orderId),
    queryFn: ({ signal }) => api.get<AdminOrder>(adminOrdersApiPaths.order(orderId), signal),
  })
}

export function useAdminOrder(orderId: string) {
  return useQuery(adminOrderQueryOptions(orderId))
}
