import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { AdminOrderList } from '#shared/schemas/orders.ts'
import { ORDERS_PAGE_SIZE, type OrdersFilter } from '#web/admin/orders/order-list-params.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

export function adminOrdersQueryOptions(typed: OrdersFilter) {
  // The search as the server reads it, so equal searches share one cache entry.
  const filter = { ...typed, q: typed.q.trim() }
  return queryOptions({
    queryKey: ordersKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<AdminOrderList>(
        adminOrdersApiPaths.list({ ...filter, pageSize: ORDERS_PAGE_SIZE }),
        signal,
      ),
    // While the next search or page loads, keep showing the last one.
    placeholderData: keepPreviousData,
  })
}

export function useAdminOrders(filter: OrdersFilter) {
  return useQuery(adminOrdersQueryOptions(filter))
}
