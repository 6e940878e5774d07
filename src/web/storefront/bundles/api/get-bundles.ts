import { queryOptions, useQuery } from '@tanstack/react-query'
import { catalogApiPaths } from '#shared/api-paths/catalog.ts'
import type { ListOf, PublicBundle } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'
import { bundlesKeys } from './bundles-keys.ts'

/** Published bundles, each with its contents and whether it can be bought now. */
export const bundlesQueryOptions = queryOptions({
  queryKey: bundlesKeys.list(),
  queryFn: ({ signal }) => api.get<ListOf<PublicBundle>>(catalogApiPaths.bundles, signal),
})

export function useBundles() {
  return useQuery(bundlesQueryOptions)
}
