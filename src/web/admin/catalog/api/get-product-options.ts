import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminApiPaths } from '../../../../shared/admin-api-paths'
import type { ProductOption } from '../../../../shared/schemas/admin-catalog-views'
import { api } from '../../../lib/api-client'
import { catalogDependentKeys } from '../catalog-resource'

/** Every product, drafts marked, for the bundle and recipe pickers. */
export const productOptionsQueryOptions = () =>
  queryOptions({
    queryKey: catalogDependentKeys.productOptions,
    queryFn: ({ signal }) => api.get<ProductOption[]>(adminApiPaths.productOptions, signal),
  })

export function useProductOptions() {
  return useQuery(productOptionsQueryOptions())
}
