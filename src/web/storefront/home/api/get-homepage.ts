import { queryOptions, useQuery } from '@tanstack/react-query'
import { catalogApiPaths } from '#shared/api-paths/catalog.ts'
// Type only: the settings module holds zod schemas the first page must not load.
import type { HomepageSettings } from '#shared/schemas/settings.ts'
import { api } from '#web/lib/api-client.ts'
import { settingsBackedMeta } from '#web/lib/settings-backed.ts'
import { homeKeys } from './home-keys.ts'

/** The hero and category images chosen in the admin's Homepage Customization. */
export const homepageQueryOptions = queryOptions({
  queryKey: homeKeys.images(),
  queryFn: () => api.get<HomepageSettings>(catalogApiPaths.homepage),
  staleTime: 5 * 60_000,
  meta: settingsBackedMeta,
})

export function useHomepage() {
  return useQuery(homepageQueryOptions)
}
