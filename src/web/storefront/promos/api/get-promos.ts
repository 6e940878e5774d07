import { queryOptions, useQuery } from '@tanstack/react-query'
import { catalogApiPaths } from '#shared/api-paths/catalog.ts'
import type { ListOf, PublicPromo } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'
import { promosKeys } from './promos-keys.ts'

/** Promos running now (the server applies the Manila date window). */
export const promosQueryOptions = queryOptions({
  queryKey: promosKeys.running(),
  queryFn: ({ signal }) => api.get<ListOf<PublicPromo>>(catalogApiPaths.promos, signal),
})

export function usePromos() {
  return useQuery(promosQueryOptions)
}
