import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths } from '#shared/api-paths.ts'
import type { ListOf, PublicProduct } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'

/** Up to four published products tagged NEW, for the home page. */
export const newestProductsQueryOptions = queryOptions({
  queryKey: ['catalog', 'products', 'newest'],
  queryFn: ({ signal }) => api.get<ListOf<PublicProduct>>(apiPaths.newestProducts, signal),
})

export function useNewestProducts() {
  return useQuery(newestProductsQueryOptions)
}
