import { queryOptions, useQuery } from '@tanstack/react-query'
import { hostedStoreApiPaths } from '#shared/api-paths/hosted-store.ts'
import type { HostedProductList } from '#shared/schemas/hosted-store.ts'
import { api } from '#web/lib/api-client.ts'
import { hostedStoreKeys } from './hosted-store-keys.ts'

/** Our server's proxy for the hosted store's product list (for /store). */
export const hostedProductsQueryOptions = queryOptions({
  queryKey: hostedStoreKeys.products(),
  queryFn: ({ signal }) => api.get<HostedProductList>(hostedStoreApiPaths.products, signal),
})

export function useHostedProducts() {
  return useQuery(hostedProductsQueryOptions)
}
