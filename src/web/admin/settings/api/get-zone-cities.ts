import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import type { ZoneCitiesResponse } from '#shared/schemas/admin-settings.ts'
import { api } from '#web/lib/api-client.ts'
import { settingsKeys } from './settings-keys.ts'

/** `GET /api/admin/shipping-zones/cities`: every city that can be mapped, by province. */
export const zoneCitiesQueryOptions = queryOptions({
  queryKey: settingsKeys.zoneCities(),
  queryFn: ({ signal }) =>
    api.get<ZoneCitiesResponse>(adminSettingsApiPaths.zoneCityOptions, signal),
  select: (data) => data.provinces,
})

export function useZoneCities() {
  return useQuery(zoneCitiesQueryOptions)
}
