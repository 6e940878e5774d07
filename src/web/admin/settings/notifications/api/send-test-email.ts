import { mutationOptions, useMutation } from '@tanstack/react-query'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import type { TestEmailResult } from '#shared/schemas/admin-notifications.ts'
import { api } from '#web/lib/api-client.ts'

/** Sends a test email now to the addresses typed in the form (saved or not). */
export const sendTestEmailMutationOptions = mutationOptions({
  mutationFn: (notificationEmails: string) =>
    api.post<TestEmailResult>(adminSettingsApiPaths.testEmail, { notificationEmails }),
})

export function useSendTestEmail() {
  return useMutation(sendTestEmailMutationOptions)
}
