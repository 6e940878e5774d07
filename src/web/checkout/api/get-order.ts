import { queryOptions, useQuery } from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { rememberSeenOrder } from '#web/checkout/seen-orders.ts'
import { api, isApiError } from '#web/lib/api-client.ts'
import { checkoutKeys } from './checkout-keys.ts'

/** `GET /api/orders/by-token/:token`: the order the link opens, or 404 for a link that opens none. */
export function orderQueryOptions(token: string) {
  return queryOptions({
    queryKey: checkoutKeys.order(token),
    queryFn: async ({ signal }) => {
      const order = await api.get<PublicOrder>(orderApiPaths.byToken(token), signal)
      // Kept (trimmed) for the order page offline; the service worker never caches this answer.
      rememberSeenOrder(order)
      return order
    },
    // A 404 is an answer, not a hiccup: asking again will not find the order.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status < 500 && error.status !== 0) && failureCount < 2,
    staleTime: 30_000,
  })
}

/** The order a link's token opens; nothing is asked without a token. */
export function useOrder(token: string | null) {
  return useQuery({ ...orderQueryOptions(token ?? ''), enabled: token !== null })
}
