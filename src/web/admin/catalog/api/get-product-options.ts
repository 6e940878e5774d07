import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminApiPaths } from '#shared/admin-api-paths.ts'
import type { ProductOption } from '#shared/schemas/admin-catalog-views.ts'
import { catalogDependentKeys } from '#web/admin/catalog/catalog-resource.ts'
import { api } from '#web/lib/api-client.ts'

/** Every product, drafts marked, for the bundle and recipe pickers. */
export const productOptionsQueryOptions = () =>
  queryOptions({
    queryKey: catalogDependentKeys.productOptions,
    queryFn: ({ signal }) => api.get<ProductOption[]>(adminApiPaths.productOptions, signal),
  })

export function useProductOptions() {
  return useQuery(productOptionsQueryOptions())
}
