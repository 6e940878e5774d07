import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import { api } from '#web/lib/api-client.ts'

export const checkoutOptionsUrl = '/api/checkout/options'

/** `GET /api/checkout/options`: delivery zones, the free-delivery threshold and GCash details. */
export const checkoutOptionsQueryOptions = queryOptions({
  queryKey: ['checkout', 'options'],
  queryFn: ({ signal }) => api.get<CheckoutOptions>(checkoutOptionsUrl, signal),
  staleTime: 60_000,
})

export function useCheckoutOptions() {
  return useQuery(checkoutOptionsQueryOptions)
}
