import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListOf, PublicBundle } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'

/** Published bundles, each with its contents and whether it can be bought now. */
export const bundlesQueryOptions = queryOptions({
  queryKey: ['catalog', 'bundles'],
  queryFn: ({ signal }) => api.get<ListOf<PublicBundle>>('/api/catalog/bundles', signal),
})

export function useBundles() {
  return useQuery(bundlesQueryOptions)
}
