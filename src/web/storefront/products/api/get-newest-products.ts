import { queryOptions, useQuery } from '@tanstack/react-query'
import { catalogApiPaths } from '#shared/api-paths/catalog.ts'
import type { ListOf, PublicProduct } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'
import { productsKeys } from './products-keys.ts'

/** Up to four published products tagged NEW, for the home page. */
export const newestProductsQueryOptions = queryOptions({
  queryKey: productsKeys.newest(),
  queryFn: ({ signal }) => api.get<ListOf<PublicProduct>>(catalogApiPaths.newestProducts, signal),
})

export function useNewestProducts() {
  return useQuery(newestProductsQueryOptions)
}
