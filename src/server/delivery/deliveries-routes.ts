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

/** The day's two downloads: what each is, its rows and its file name. */
const csvExports = [
  {
    path: '/export.csv',
    summary: "The date's deliveries as a CSV download",
    rows: deliveriesCsv,
    fileName: deliveriesCsvFileName,
  },
  {
    path: '/packing-list.csv',
    summary: "The date's packing list as a CSV download",
    rows: packingListCsv,
    fileName: packingListCsvFileName,
  },
]

/** `/api/admin/deliveries`: one Manila date's orders, packing list and packing slips (editors and admins). */
export function deliveriesRoutes(deps: AppDeps) {
  const query = validate('query', deliveriesQuerySchema)
  const routes = new Hono<AppEnv>()
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
  for (const csv of csvExports) {
    const docs = documented({
      summary: csv.summary,
      tags,
      answers: { 200: { description: 'A CSV file', contentType: 'text/csv' } },
    })
    routes.get(csv.path, docs, query, async (c) => {
      const { date } = c.req.valid('query')
      return c.body(csv.rows(await deliveryDay(deps.db, date)), 200, csvHeaders(csv.fileName(date)))
    })
  }
  return routes
}
