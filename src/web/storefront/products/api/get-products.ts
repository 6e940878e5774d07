import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { catalogApiPaths, type ProductListingParams } from '#shared/api-paths/catalog.ts'
import type { ProductListing } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'
import { productsKeys } from './products-keys.ts'

export type { ProductListingParams }

/** One page of the listing: search, category, sort and page as the URL holds them. */
export function productsQueryOptions(params: ProductListingParams) {
  const url = catalogApiPaths.productListing(params)
  return queryOptions({
    queryKey: productsKeys.listing(url),
    queryFn: ({ signal }) => api.get<ProductListing>(url, signal),
    // While the next search or page loads, keep showing the last one (no flashing skeletons).
    placeholderData: keepPreviousData,
  })
}

export function useProducts(params: ProductListingParams) {
  return useQuery(productsQueryOptions(params))
}
