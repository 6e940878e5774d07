import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import type { AdminNotificationSettings } from '#shared/schemas/admin-notifications.ts'
import { settingsKeys } from '#web/admin/settings/api/settings-keys.ts'
import { api } from '#web/lib/api-client.ts'

/** Who is told about new orders, and whether email can be sent at all. */
export const notificationSettingsQueryOptions = queryOptions({
  queryKey: settingsKeys.notifications(),
  queryFn: ({ signal }) =>
    api.get<AdminNotificationSettings>(adminSettingsApiPaths.notifications, signal),
})

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions)
}
