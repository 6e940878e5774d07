import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { emailProviderOf, sendTestEmail } from '#server/email/test-email.ts'
import { AppError, validationFailed } from '#server/http/errors.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { assertJsonBody, validate } from '#server/http/validate.ts'
import {
  type AdminNotificationSettings,
  CANNOT_SEND_TEST_TITLE,
  invalidEmailAddresses,
  invalidEmailAddressMessage,
  notificationSettingsInputSchema,
  testEmailInputSchema,
} from '#shared/schemas/admin-notifications.ts'
import { getSettings, putSettings } from './settings-repo.ts'

/**
 * `/api/admin/notifications` (admin only): the Email Notifications section and
 * its test send. A write that fails validation is refused whole (422), so the
 * saved section never holds a bad address.
 */
export function notificationSettingsRoutes(deps: AppDeps) {
  const answer = async (): Promise<AdminNotificationSettings> => ({
    ...(await getSettings(deps.db, 'notifications')),
    provider: emailProviderOf(deps.config),
  })

  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get('/', async (c) => c.json(await answer()))
    .put('/', validate('json', notificationSettingsInputSchema), async (c) => {
      await putSettings(deps.db, 'notifications', c.req.valid('json'), deps.now())
      return c.json(await answer())
    })
    .post('/test', async (c) => {
      // The addresses in the form when sent (testing before saving), else the saved ones.
      // No body means the saved addresses; a body that is not JSON is refused (400).
      await assertJsonBody(c.req.raw)
      const text = await c.req.text()
      let body: unknown = {}
      try {
        if (text.trim() !== '') body = JSON.parse(text)
      } catch {
        throw new AppError(400, 'invalid_json', 'The request body is not valid JSON.')
      }
      const parsed = testEmailInputSchema.safeParse(body ?? {})
      const given = parsed.success ? parsed.data.notificationEmails : undefined
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Enter valid notification emails.'
        throw validationFailed(
          { notificationEmails: message },
          `${CANNOT_SEND_TEST_TITLE}: ${message}`,
        )
      }
      const recipients = given ?? (await getSettings(deps.db, 'notifications')).notificationEmails
      // Saved addresses passed the stricter write check, but guard against older data.
      const invalid = invalidEmailAddresses(recipients)
      if (invalid.length > 0) {
        const message = invalidEmailAddressMessage(invalid)
        throw validationFailed(
          { notificationEmails: message },
          `${CANNOT_SEND_TEST_TITLE}: ${message}`,
        )
      }
      return c.json(await sendTestEmail(deps, recipients))
    })
}
