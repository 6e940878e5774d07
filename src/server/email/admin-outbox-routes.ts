import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { notFound } from '#server/http/errors.ts'
import { documented } from '#server/http/openapi.ts'
import { pathId } from '#server/http/path-id.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { listTextOutbox, retryText } from '#server/sms/text-outbox-repo.ts'
import {
  adminOutboxEmailPageSchema,
  adminOutboxEmailSchema,
  adminOutboxTextPageSchema,
  adminOutboxTextSchema,
  outboxListQuerySchema,
} from '#shared/schemas/admin-messages.ts'
import { listOutbox, retryOutboxEmail } from './outbox-repo.ts'

const EMAIL = 'That email'
const TEXT = 'That text'
const tags: ['email'] = ['email']

/**
 * `/api/admin/outbox` (admin only): what was sent, what waits, what failed and why;
 * the texts (SMS) under `/texts`, with the gateway's id and status.
 */
export function adminOutboxRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get(
      '/',
      documented({
        summary: 'The email outbox',
        tags,
        answers: { 200: adminOutboxEmailPageSchema },
      }),
      validate('query', outboxListQuerySchema),
      async (c) => c.json(await listOutbox(deps.db, c.req.valid('query'))),
    )
    .get(
      '/texts',
      documented({
        summary: 'The text (SMS) outbox',
        tags,
        answers: { 200: adminOutboxTextPageSchema },
      }),
      validate('query', outboxListQuerySchema),
      async (c) => c.json(await listTextOutbox(deps.db, c.req.valid('query'))),
    )
    .post(
      '/texts/:id/retry',
      documented({
        summary: 'Send a failed text again',
        tags,
        answers: { 200: adminOutboxTextSchema },
      }),
      async (c) => {
        const text = await retryText(deps.db, pathId(c.req.param('id'), TEXT), deps.now())
        if (!text) throw notFound(TEXT)
        return c.json(text)
      },
    )
    .post(
      '/:id/retry',
      documented({
        summary: 'Send a failed email again',
        tags,
        answers: { 200: adminOutboxEmailSchema },
      }),
      async (c) => {
        const id = pathId(c.req.param('id'), EMAIL)
        const email = await retryOutboxEmail(deps.db, id, deps.now())
        if (!email) throw notFound(EMAIL)
        return c.json(email)
      },
    )
}
