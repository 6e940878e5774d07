import { Hono } from 'hono'
import type { z } from 'zod'
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
/** An outbox route's documentation: its one answer, JSON with 200. */
const answering = (summary: string, schema: z.ZodType) =>
  documented({ summary, tags: ['email'], answers: { 200: schema } })

/**
 * `/api/admin/outbox` (admin only): what was sent, what waits, what failed and why;
 * the texts (SMS) under `/texts`, with the gateway's id and status.
 */
export function adminOutboxRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get(
      '/',
      answering('The email outbox', adminOutboxEmailPageSchema),
      validate('query', outboxListQuerySchema),
      async (c) => c.json(await listOutbox(deps.db, c.req.valid('query'))),
    )
    .get(
      '/texts',
      answering('The text (SMS) outbox', adminOutboxTextPageSchema),
      validate('query', outboxListQuerySchema),
      async (c) => c.json(await listTextOutbox(deps.db, c.req.valid('query'))),
    )
    .post(
      '/texts/:id/retry',
      answering('Send a failed text again', adminOutboxTextSchema),
      async (c) => {
        const text = await retryText(deps.db, pathId(c.req.param('id'), TEXT), deps.now())
        if (!text) throw notFound(TEXT)
        return c.json(text)
      },
    )
    .post(
      '/:id/retry',
      answering('Send a failed email again', adminOutboxEmailSchema),
      async (c) => {
        const id = pathId(c.req.param('id'), EMAIL)
        const email = await retryOutboxEmail(deps.db, id, deps.now())
        if (!email) throw notFound(EMAIL)
        return c.json(email)
      },
    )
}
