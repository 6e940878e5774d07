import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import type { ProductOption } from '#shared/schemas/admin-catalog-views.ts'
import { api } from '#web/lib/api-client.ts'
import { adminProductsKeys } from './products-keys.ts'

/** Every product, drafts marked, for the bundle and recipe pickers. */
export const productOptionsQueryOptions = queryOptions({
  queryKey: adminProductsKeys.options,
  queryFn: ({ signal }) => api.get<ProductOption[]>(adminCatalogApiPaths.productOptions, signal),
})

export function useProductOptions() {
  return useQuery(productOptionsQueryOptions)
}
