import { useQuery } from '@tanstack/react-query'
import { adminSettingsApiPaths } from '../../../../shared/admin-settings-api-paths'
import type { AdminSettings } from '../../../../shared/schemas/admin-settings'
import { api } from '../../../lib/api-client'
import { settingsQueryKeys } from './settings-query-keys'

export function useAdminSettings() {
  return useQuery({
    queryKey: settingsQueryKeys.settings,
    queryFn: ({ signal }) => api.get<AdminSettings>(adminSettingsApiPaths.settings, signal),
  })
}
