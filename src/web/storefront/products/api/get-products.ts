import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths, type ProductListingParams } from '#shared/api-paths.ts'
import type { ProductListing } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'

export type { ProductListingParams }

export function productsQueryOptions(params: ProductListingParams) {
  const url = apiPaths.productListing(params)
  return queryOptions({
    queryKey: ['catalog', 'products', 'listing', url],
    queryFn: ({ signal }) => api.get<ProductListing>(url, signal),
    // While the next search or page loads, keep showing the last one (no flashing skeletons).
    placeholderData: keepPreviousData,
  })
}

export function useProducts(params: ProductListingParams) {
  return useQuery(productsQueryOptions(params))
}
