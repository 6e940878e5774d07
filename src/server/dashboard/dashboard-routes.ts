import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { requireStaff } from '#server/http/require-staff.ts'
import { dashboardSummarySchema } from '#shared/schemas/dashboard.ts'
import { dashboardSummary } from './dashboard-summary.ts'

/** `GET /api/admin/dashboard`: the back office's front page, for editors and admins. */
export function dashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireStaff(deps)).get(
    '/',
    documented({
      summary: "The back office's front page: stats, sales, stock alerts",
      tags: ['dashboard'],
      answers: { 200: dashboardSummarySchema },
    }),
    async (c) => c.json(await dashboardSummary(deps.db, deps.now())),
  )
}
