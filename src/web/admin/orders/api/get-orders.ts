import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminOrderList } from '#shared/schemas/orders.ts'
import {
  adminOrdersApi,
  normaliseOrdersFilter,
  type OrdersFilter,
} from '#web/admin/orders/orders-search.ts'
import { api } from '#web/lib/api-client.ts'
import { orderQueryKeys } from './order-query-keys.ts'

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
