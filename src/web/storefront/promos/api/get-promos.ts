import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListOf, PublicPromo } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'

/** Promos running now (the server applies the Manila date window). */
export const promosQueryOptions = queryOptions({
  queryKey: ['catalog', 'promos'],
  queryFn: ({ signal }) => api.get<ListOf<PublicPromo>>('/api/catalog/promos', signal),
})

export function usePromos() {
  return useQuery(promosQueryOptions)
}
