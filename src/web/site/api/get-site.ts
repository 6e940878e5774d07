import { queryOptions, useQuery } from '@tanstack/react-query'
import { siteApiPaths } from '#shared/api-paths/settings.ts'
import type { PublicSite } from '#shared/schemas/settings.ts'
import { api } from '#web/lib/api-client.ts'
import { settingsBackedMeta } from '#web/lib/settings-backed.ts'
import { siteKeys } from './site-keys.ts'

/** Shop name, contact details and the free-delivery threshold, for header, footer and banner. */
export const siteQueryOptions = queryOptions({
  queryKey: siteKeys.details(),
  // No abort signal: cancelling this tiny request (StrictMode remounts, fast
  // navigation) would only show up as a failed request in the browser.
  queryFn: () => api.get<PublicSite>(siteApiPaths.site),
  staleTime: 5 * 60_000,
  meta: settingsBackedMeta,
})

export function useSite() {
  return useQuery(siteQueryOptions)
}
