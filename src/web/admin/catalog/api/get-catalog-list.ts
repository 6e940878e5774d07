import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import { api } from '#web/lib/api-client.ts'
import { type CatalogListQuery, catalogKeys } from './catalog-keys.ts'
import type { CatalogResource } from './catalog-resource.ts'

/** One page of a catalog screen's list, as its search, filters and page ask. */
export function catalogListQueryOptions<TItem>(
  resource: CatalogResource<TItem>,
  query: CatalogListQuery,
) {
  return queryOptions({
    queryKey: catalogKeys.list(resource.key, query),
    queryFn: ({ signal }) => api.get<AdminPage<TItem>>(resource.paths.list(query), signal),
    // While the next search or page loads, keep showing the last one.
    placeholderData: keepPreviousData,
  })
}

export function useCatalogList<TItem>(resource: CatalogResource<TItem>, query: CatalogListQuery) {
  return useQuery(catalogListQueryOptions(resource, query))
}
