import { queryOptions, useQuery } from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import { api } from '#web/lib/api-client.ts'
import { settingsBackedMeta } from '#web/lib/settings-backed.ts'
import { checkoutKeys } from './checkout-keys.ts'

/** `GET /api/checkout/options`: delivery zones, the free-delivery threshold and GCash details. */
export const checkoutOptionsQueryOptions = queryOptions({
  queryKey: checkoutKeys.options(),
  queryFn: ({ signal }) => api.get<CheckoutOptions>(orderApiPaths.checkoutOptions, signal),
  staleTime: 60_000,
  meta: settingsBackedMeta,
})

export function useCheckoutOptions() {
  return useQuery(checkoutOptionsQueryOptions)
}
