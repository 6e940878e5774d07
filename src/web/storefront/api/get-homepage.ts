import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths } from '#shared/api-paths.ts'
// Type only: the settings module holds zod schemas the first page must not load.
import type { HomepageSettings } from '#shared/schemas/settings.ts'
import { api } from '#web/lib/api-client.ts'

/** The hero and category images chosen in the admin's Homepage Customization. */
export const homepageQueryOptions = queryOptions({
  queryKey: ['homepage'],
  queryFn: () => api.get<HomepageSettings>(apiPaths.homepage),
  staleTime: 5 * 60_000,
})

export function useHomepage() {
  return useQuery(homepageQueryOptions)
}
