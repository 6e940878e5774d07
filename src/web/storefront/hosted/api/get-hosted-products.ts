import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths } from '#shared/api-paths.ts'
import type { HostedProductList } from '#shared/schemas/hosted.ts'
import { api } from '#web/lib/api-client.ts'

/** Our server's proxy for the hosted store's product list (for /store). */
export const hostedProductsUrl = apiPaths.hostedProducts

export function hostedProductsQueryOptions() {
  return queryOptions({
    queryKey: ['hosted', 'products', 'list'],
    queryFn: ({ signal }) => api.get<HostedProductList>(hostedProductsUrl, signal),
  })
}

export function useHostedProducts() {
  return useQuery(hostedProductsQueryOptions())
}
