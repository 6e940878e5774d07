import { Hono } from 'hono'
import { outboxListQuerySchema } from '../../shared/schemas/admin-messages'
import type { AppDeps, AppEnv } from '../app-env'
import { pathId } from '../contact/admin-message-routes'
import { notFound } from '../http/errors'
import { requireAdmin } from '../http/require-staff'
import { validate } from '../http/validate'
import { listOutbox, retryOutboxEmail } from './admin-outbox-queries'

const EMAIL = 'That email'

/** `/api/admin/outbox` (admin only): what was sent, what waits, what failed and why. */
export function adminOutboxRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get('/', validate('query', outboxListQuerySchema), async (c) =>
      c.json(await listOutbox(deps.db, c.req.valid('query'))),
    )
    .post('/:id/retry', async (c) => {
      const email = await retryOutboxEmail(deps.db, pathId(c.req.param('id'), EMAIL), deps.now())
      if (!email) throw notFound(EMAIL)
      return c.json(email)
    })
}
