import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths } from '#shared/api-paths.ts'
import type { PublicSite } from '#shared/schemas/settings.ts'
import { api } from '#web/lib/api-client.ts'

/** Shop name, contact details and the free-delivery threshold, for header, footer and banner. */
export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  // No abort signal: cancelling this tiny request (StrictMode remounts, fast
  // navigation) would only show up as a failed request in the browser.
  queryFn: () => api.get<PublicSite>(apiPaths.site),
  staleTime: 5 * 60_000,
})

export function useSite() {
  return useQuery(siteQueryOptions)
}
