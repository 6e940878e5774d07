import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths } from '../../../../shared/api-paths'
import type { ListOf, PublicProduct } from '../../../../shared/schemas/catalog'
import { api } from '../../../lib/api-client'

/** Up to four published products tagged NEW, for the home page. */
export const newestProductsQueryOptions = queryOptions({
  queryKey: ['catalog', 'products', 'newest'],
  queryFn: ({ signal }) => api.get<ListOf<PublicProduct>>(apiPaths.newestProducts, signal),
})

export function useNewestProducts() {
  return useQuery(newestProductsQueryOptions)
}
