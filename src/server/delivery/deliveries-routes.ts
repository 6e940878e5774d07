import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { requireStaff } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import {
  deliveriesQuerySchema,
  deliveryDaySchema,
  deliverySlipsRequestSchema,
  deliverySlipsSchema,
} from '#shared/schemas/delivery.ts'
import {
  deliveriesCsv,
  deliveriesCsvFileName,
  packingListCsv,
  packingListCsvFileName,
} from './deliveries-csv.ts'
import { deliveryDay } from './deliveries-repo.ts'
import { packingSlips } from './packing-slips.ts'

/** As the orders export: a download named by the date, which the date check keeps to 'YYYY-MM-DD'. */
const csvHeaders = (fileName: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName}"`,
})

const tags: ['delivery'] = ['delivery']

const csvDocs = (summary: string) =>
  documented({
    summary,
    tags,
    answers: { 200: { description: 'A CSV file', contentType: 'text/csv' } },
  })

/** `/api/admin/deliveries`: one Manila date's orders, packing list and packing slips (editors and admins). */
export function deliveriesRoutes(deps: AppDeps) {
  const query = validate('query', deliveriesQuerySchema)
  return (
    new Hono<AppEnv>()
      .use(requireStaff(deps))
      .get(
        '/',
        documented({
          summary: "One date's orders by window and zone, and its packing list",
          tags,
          answers: { 200: deliveryDaySchema },
        }),
        query,
        async (c) => c.json(await deliveryDay(deps.db, c.req.valid('query').date)),
      )
      .get('/export.csv', csvDocs("The date's deliveries as a CSV download"), query, async (c) => {
        const { date } = c.req.valid('query')
        return c.body(
          deliveriesCsv(await deliveryDay(deps.db, date)),
          200,
          csvHeaders(deliveriesCsvFileName(date)),
        )
      })
      .get(
        '/packing-list.csv',
        csvDocs("The date's packing list as a CSV download"),
        query,
        async (c) => {
          const { date } = c.req.valid('query')
          return c.body(
            packingListCsv(await deliveryDay(deps.db, date)),
            200,
            csvHeaders(packingListCsvFileName(date)),
          )
        },
      )
      // POST: each print mints fresh order links (issue 28 §9), so it is never a plain read.
      .post(
        '/slips',
        documented({
          summary: "A date's packing slips (or one window's), each with a fresh order link",
          tags,
          answers: { 200: deliverySlipsSchema },
        }),
        validate('json', deliverySlipsRequestSchema),
        async (c) => c.json(await packingSlips(deps, c.req.valid('json'))),
      )
  )
}
