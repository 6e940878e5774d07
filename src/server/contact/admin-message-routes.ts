import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { notFound } from '#server/http/errors.ts'
import { documented } from '#server/http/openapi.ts'
import { pathId } from '#server/http/path-id.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import {
  adminContactMessagePageSchema,
  adminContactMessageSchema,
  contactMessageListQuerySchema,
  markHandledInputSchema,
} from '#shared/schemas/admin-messages.ts'
import { listContactMessages, setMessageHandled } from './contact-repo.ts'

const MESSAGE = 'That message'

/** `/api/admin/messages` (admin only): the contact-form inbox, newest first. */
export function adminMessageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get(
      '/',
      documented({
        summary: 'The contact-form inbox, newest first',
        tags: ['contact'],
        answers: { 200: adminContactMessagePageSchema },
      }),
      validate('query', contactMessageListQuerySchema),
      async (c) => c.json(await listContactMessages(deps.db, c.req.valid('query'))),
    )
    .patch(
      '/:id',
      documented({
        summary: 'Mark a message handled, or open again',
        tags: ['contact'],
        answers: { 200: adminContactMessageSchema },
      }),
      validate('json', markHandledInputSchema),
      async (c) => {
        const id = pathId(c.req.param('id'), MESSAGE)
        const { handled } = c.req.valid('json')
        const message = await setMessageHandled(deps.db, id, handled, deps.now())
        if (!message) throw notFound(MESSAGE)
        return c.json(message)
      },
    )
}
