import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminOrder } from '../../../../shared/schemas/orders'
import { api } from '../../../lib/api-client'
import { adminOrdersApi } from '../orders-search'
import { orderQueryKeys } from './order-query-keys'

export function adminOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderQueryKeys.detail(orderId),
    queryFn: ({ signal }) => api.get<AdminOrder>(adminOrdersApi.order(orderId), signal),
  })
}

export function useAdminOrder(orderId: string) {
  return useQuery(adminOrderQueryOptions(orderId))
}
