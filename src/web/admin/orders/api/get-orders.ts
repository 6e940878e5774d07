import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminOrderList } from '../../../../shared/schemas/orders'
import { api } from '../../../lib/api-client'
import { adminOrdersApi, normaliseOrdersFilter, type OrdersFilter } from '../orders-search'
import { orderQueryKeys } from './order-query-keys'

export function adminOrdersQueryOptions(typed: OrdersFilter) {
  const filter = normaliseOrdersFilter(typed)
  return queryOptions({
    queryKey: orderQueryKeys.list(filter),
    queryFn: ({ signal }) => api.get<AdminOrderList>(adminOrdersApi.list(filter), signal),
    // While the next search or page loads, keep showing the last one.
    placeholderData: keepPreviousData,
  })
}

export function useAdminOrders(filter: OrdersFilter) {
  return useQuery(adminOrdersQueryOptions(filter))
}
