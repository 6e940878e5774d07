import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { api, isApiError } from '#web/lib/api-client.ts'

export interface OrderLookup {
  orderId: string
  email: string
}

export const lookupOrderUrl = ({ orderId, email }: OrderLookup) =>
  `/api/orders/lookup?${new URLSearchParams({ orderId, email }).toString()}`

/** `GET /api/orders/lookup?orderId=&email=`: the order, or 404 when id and email do not match. */
export function lookupOrderQueryOptions(lookup: OrderLookup) {
  return queryOptions({
    queryKey: ['orders', 'lookup', lookup.orderId, lookup.email] as const,
    queryFn: ({ signal }) => api.get<PublicOrder>(lookupOrderUrl(lookup), signal),
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
