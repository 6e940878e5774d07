import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import type {
  AdminNotificationSettings,
  NotificationSettingsInput,
} from '#shared/schemas/admin-notifications.ts'
import { settingsKeys } from '#web/admin/settings/api/settings-keys.ts'
import { api } from '#web/lib/api-client.ts'

/** Saves the section; the answer is the saved section, kept as the screen's copy. */
export function saveNotificationSettingsMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (input: NotificationSettingsInput) =>
      api.put<AdminNotificationSettings>(adminSettingsApiPaths.notifications, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.notifications(), saved)
    },
  })
}

export function useSaveNotificationSettings() {
  return useMutation(saveNotificationSettingsMutationOptions(useQueryClient()))
}
