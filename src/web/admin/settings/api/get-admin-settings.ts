import { useQuery } from '@tanstack/react-query'
import { adminSettingsApiPaths } from '#shared/admin-settings-api-paths.ts'
import type { AdminSettings } from '#shared/schemas/admin-settings.ts'
import { api } from '#web/lib/api-client.ts'
import { settingsQueryKeys } from './settings-query-keys.ts'

export function useAdminSettings() {
  return useQuery({
    queryKey: settingsQueryKeys.settings,
    queryFn: ({ signal }) => api.get<AdminSettings>(adminSettingsApiPaths.settings, signal),
  })
}
