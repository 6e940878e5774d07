import { queryOptions, useQuery } from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { rememberSeenOrder } from '#web/checkout/seen-orders.ts'
import { api, isApiError } from '#web/lib/api-client.ts'
import { checkoutKeys } from './checkout-keys.ts'

export interface OrderLookup {
  orderId: string
  email: string
}

/** `GET /api/orders/lookup?orderId=&email=`: the order, or 404 when id and email do not match. */
export function lookupOrderQueryOptions(lookup: OrderLookup) {
  return queryOptions({
    queryKey: checkoutKeys.order(lookup.orderId, lookup.email),
    queryFn: async ({ signal }) => {
      const order = await api.get<PublicOrder>(orderApiPaths.lookup(lookup), signal)
      // Kept for the order-status page offline; the service worker never caches this answer.
      rememberSeenOrder(order)
      return order
    },
    // A 404 is an answer, not a hiccup: asking again will not find the order.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status < 500 && error.status !== 0) && failureCount < 2,
    staleTime: 30_000,
  })
}

/** Looks the order up once both parts are known. */
export function useLookupOrder(lookup: OrderLookup | null) {
  return useQuery({
    ...lookupOrderQueryOptions(lookup ?? { orderId: '', email: '' }),
    enabled: lookup !== null,
  })
}
