import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import type { AdminSettings } from '#shared/schemas/admin-settings.ts'
import { api } from '#web/lib/api-client.ts'
import { settingsKeys } from './settings-keys.ts'

/** Every section of the Settings screen but shipping zones and notifications. */
export const adminSettingsQueryOptions = queryOptions({
  queryKey: settingsKeys.sections(),
  queryFn: ({ signal }) => api.get<AdminSettings>(adminSettingsApiPaths.settings, signal),
})

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions)
}
