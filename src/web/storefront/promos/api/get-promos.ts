import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListOf, PublicPromo } from '../../../../shared/schemas/catalog'
import { api } from '../../../lib/api-client'

/** Promos running now (the server applies the Manila date window). */
export const promosQueryOptions = queryOptions({
  queryKey: ['catalog', 'promos'],
  queryFn: ({ signal }) => api.get<ListOf<PublicPromo>>('/api/catalog/promos', signal),
})

export function usePromos() {
  return useQuery(promosQueryOptions)
}
