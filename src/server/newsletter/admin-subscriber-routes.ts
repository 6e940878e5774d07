import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import {
  addSubscriberSchema,
  adminSubscriberListSchema,
  adminSubscriberSchema,
  adminSubscribersQuerySchema,
  deleteSubscribersResultSchema,
  deleteSubscribersSchema,
  subscriberFilterSchema,
} from '#shared/schemas/admin-subscribers.ts'
import { addSubscriberByHand } from './add-subscriber-by-hand.ts'
import { subscribersCsv, subscribersCsvFileName } from './admin-subscribers-csv.ts'
import { deleteSubscribers, listSubscribers, subscribersForExport } from './subscribers-repo.ts'

const tags: ['newsletter'] = ['newsletter']

/**
 * `/api/admin/subscribers`: the newsletter list (docs/product-rules.md §2 Subscribers), admins
 * only. Bulk delete is `POST /delete` with `{ ids }`, not a DELETE with a body.
 */
export function adminSubscriberRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get(
      '/',
      documented({
        summary: 'List newsletter subscribers',
        tags,
        answers: { 200: adminSubscriberListSchema },
      }),
      validate('query', adminSubscribersQuerySchema),
      async (c) => c.json(await listSubscribers(deps.db, c.req.valid('query'), deps.now())),
    )
    .get(
      '/export.csv',
      documented({
        summary: 'Export the filtered subscribers as CSV',
        tags,
        answers: {
          200: {
            description: 'The subscribers, one a row (UTF-8 with a BOM).',
            contentType: 'text/csv',
          },
        },
      }),
      validate('query', subscriberFilterSchema),
      async (c) => {
        const now = deps.now()
        const rows = await subscribersForExport(deps.db, c.req.valid('query'), now)
        return c.body(subscribersCsv(rows), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${subscribersCsvFileName(now)}"`,
        })
      },
    )
    .post(
      '/',
      documented({
        summary: 'Add a subscriber by hand',
        tags,
        answers: { 201: adminSubscriberSchema },
      }),
      validate('json', addSubscriberSchema),
      async (c) =>
        c.json(await addSubscriberByHand(deps.db, c.req.valid('json').email, deps.now()), 201),
    )
    .post(
      '/delete',
      documented({
        summary: 'Remove the selected subscribers',
        tags,
        answers: { 200: deleteSubscribersResultSchema },
      }),
      validate('json', deleteSubscribersSchema),
      async (c) => c.json({ deleted: await deleteSubscribers(deps.db, c.req.valid('json').ids) }),
    )
}
