import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicSite } from '../../../shared/schemas/settings'
import { api } from '../../lib/api-client'

/** Shop name, contact details and the free-delivery threshold, for header, footer and banner. */
export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => api.get<PublicSite>('/api/site', signal),
  staleTime: 5 * 60_000,
})

export function useSite() {
  return useQuery(siteQueryOptions)
}
