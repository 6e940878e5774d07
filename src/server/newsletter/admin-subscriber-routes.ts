import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { AppError } from '#server/http/errors.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import {
  addSubscriberSchema,
  adminSubscribersQuerySchema,
  DUPLICATE_EMAIL_MESSAGE,
  deleteSubscribersSchema,
  MANUAL_ADD_SOURCE,
  subscriberFilterSchema,
} from '#shared/schemas/admin-subscribers.ts'
import { subscribersCsv, subscribersCsvFileName } from './admin-subscribers-csv.ts'
import {
  addSubscriber,
  deleteSubscribers,
  findSubscriberByEmail,
  listSubscribers,
  subscribersForExport,
} from './subscribers-repo.ts'

const duplicateEmail = () =>
  new AppError(409, 'conflict', DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE })

/**
 * `/api/admin/subscribers`: the newsletter list (docs/product-rules.md §2 Subscribers), admins
 * only. Bulk delete is `POST /delete` with `{ ids }`, not a DELETE with a body.
 */
export function adminSubscriberRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get('/', validate('query', adminSubscribersQuerySchema), async (c) =>
      c.json(await listSubscribers(deps.db, c.req.valid('query'), deps.now())),
    )
    .get('/export.csv', validate('query', subscriberFilterSchema), async (c) => {
      const now = deps.now()
      const rows = await subscribersForExport(deps.db, c.req.valid('query'), now)
      return c.body(subscribersCsv(rows), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${subscribersCsvFileName(now)}"`,
      })
    })
    .post('/', validate('json', addSubscriberSchema), async (c) => {
      const { email } = c.req.valid('json')
      // One INSERT ... ON CONFLICT DO NOTHING: two admins adding the same address at
      // once get one row and one 409, never a unique-violation 500.
      const added = await addSubscriber(deps.db, {
        email,
        source: MANUAL_ADD_SOURCE,
        now: deps.now(),
      })
      const subscriber = added ? await findSubscriberByEmail(deps.db, email) : null
      if (!subscriber) throw duplicateEmail()
      return c.json(subscriber, 201)
    })
    .post('/delete', validate('json', deleteSubscribersSchema), async (c) =>
      c.json({ deleted: await deleteSubscribers(deps.db, c.req.valid('json').ids) }),
    )
}
