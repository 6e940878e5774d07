import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { AppError } from '#server/http/errors.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { assertJsonBody, validate } from '#server/http/validate.ts'
import {
  adminNotificationSettingsSchema,
  notificationSettingsInputSchema,
  testEmailInputSchema,
  testEmailResultSchema,
} from '#shared/schemas/admin-notifications.ts'
import {
  cannotSendTest,
  readNotificationSettings,
  saveNotificationSettings,
  sendNotificationTest,
} from './notification-settings.ts'
import { settingsAnswer } from './settings-docs.ts'

/**
 * `/api/admin/notifications` (admin only): the Email Notifications section and
 * its test send. A write that fails validation is refused whole (422), so the
 * saved section never holds a bad address.
 */
export function notificationSettingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get(
      '/',
      settingsAnswer('The Email Notifications settings', adminNotificationSettingsSchema),
      async (c) => c.json(await readNotificationSettings(deps)),
    )
    .put(
      '/',
      settingsAnswer('Save the Email Notifications settings', adminNotificationSettingsSchema),
      validate('json', notificationSettingsInputSchema),
      async (c) => c.json(await saveNotificationSettings(deps, c.req.valid('json'))),
    )
    .post(
      '/test',
      settingsAnswer('Send a test email to the notification addresses', testEmailResultSchema),
      async (c) => {
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
        if (!parsed.success) {
          throw cannotSendTest(
            parsed.error.issues[0]?.message ?? 'Enter valid notification emails.',
          )
        }
        return c.json(await sendNotificationTest(deps, parsed.data.notificationEmails))
      },
    )
}
