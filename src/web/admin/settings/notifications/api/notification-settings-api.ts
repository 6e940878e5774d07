import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminMessagesApiPaths } from '#shared/admin-messages-api-paths.ts'
import type {
  AdminNotificationSettings,
  NotificationSettingsInput,
  TestEmailResult,
} from '#shared/schemas/admin-notifications.ts'
import { staffQueryKeyRoot } from '#web/auth/api/logout.ts'
import { api } from '#web/lib/api-client.ts'

/** Under the staff root, so logout drops the cached section. */
const notificationSettingsKey = [staffQueryKeyRoot, 'notification-settings'] as const

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) =>
      api.get<AdminNotificationSettings>(adminMessagesApiPaths.notifications, signal),
  })
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      api.put<AdminNotificationSettings>(adminMessagesApiPaths.notifications, input),
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey, saved),
  })
}

/** Sends a test email now to the addresses typed in the form (saved or not). */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (notificationEmails: string) =>
      api.post<TestEmailResult>(adminMessagesApiPaths.testEmail, { notificationEmails }),
  })
}
