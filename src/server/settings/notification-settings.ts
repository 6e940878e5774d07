import type { AppDeps } from '#server/app-env.ts'
import { emailProviderOf, sendTestEmail } from '#server/email/test-email.ts'
import { validationFailed } from '#server/http/errors.ts'
import {
  type AdminNotificationSettings,
  CANNOT_SEND_TEST_TITLE,
  invalidEmailAddresses,
  invalidEmailAddressMessage,
  type NotificationSettingsWrite,
  type TestEmailResult,
} from '#shared/schemas/admin-notifications.ts'
import { getSettings, putSettings } from './settings-repo.ts'

type Deps = Pick<AppDeps, 'db' | 'config' | 'now'>

/** Settings > Email Notifications as saved, with the provider a send would use now. */
export async function readNotificationSettings(deps: Deps): Promise<AdminNotificationSettings> {
  return {
    ...(await getSettings(deps.db, 'notifications')),
    provider: emailProviderOf(deps.config),
  }
}

export async function saveNotificationSettings(
  deps: Deps,
  input: NotificationSettingsWrite,
): Promise<AdminNotificationSettings> {
  await putSettings(deps.db, 'notifications', input, deps.now())
  return readNotificationSettings(deps)
}

/** 422 'Cannot Send Test: ...', on the notification emails field. */
export const cannotSendTest = (message: string) =>
  validationFailed({ notificationEmails: message }, `${CANNOT_SEND_TEST_TITLE}: ${message}`)

/**
 * The test send: to the addresses in the form when given (testing before saving),
 * else to the saved ones.
 */
export async function sendNotificationTest(
  deps: Deps,
  given: string[] | undefined,
): Promise<TestEmailResult> {
  const recipients = given ?? (await getSettings(deps.db, 'notifications')).notificationEmails
  // Saved addresses passed the stricter write check, but guard against older data.
  const invalid = invalidEmailAddresses(recipients)
  if (invalid.length > 0) throw cannotSendTest(invalidEmailAddressMessage(invalid))
  return sendTestEmail(deps, recipients)
}
