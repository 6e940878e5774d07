import { Hono } from 'hono'
import {
  contactMessageListQuerySchema,
  markHandledInputSchema,
} from '../../shared/schemas/admin-messages'
import { idParamSchema } from '../../shared/schemas/catalog'
import type { AppDeps, AppEnv } from '../app-env'
import { notFound } from '../http/errors'
import { requireAdmin } from '../http/require-staff'
import { validate } from '../http/validate'
import { listContactMessages, setMessageHandled } from './admin-message-queries'

const MESSAGE = 'That message'

/** A path id that is not a positive integer names nothing: 404. */
export function pathId(raw: string, what: string): number {
  const parsed = idParamSchema.safeParse({ id: raw })
  if (!parsed.success) throw notFound(what)
  return parsed.data.id
}

/** `/api/admin/messages` (admin only): the contact-form inbox, newest first. */
export function adminMessageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get('/', validate('query', contactMessageListQuerySchema), async (c) =>
      c.json(await listContactMessages(deps.db, c.req.valid('query'))),
    )
    .patch('/:id', validate('json', markHandledInputSchema), async (c) => {
      const id = pathId(c.req.param('id'), MESSAGE)
      const message = await setMessageHandled(deps.db, id, c.req.valid('json').handled, deps.now())
      if (!message) throw notFound(MESSAGE)
      return c.json(message)
    })
}
