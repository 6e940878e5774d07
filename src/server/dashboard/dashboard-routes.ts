import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { requireStaff } from '../http/require-staff'
import { dashboardSummary } from './dashboard-summary'

/** `GET /api/admin/dashboard`: the back office's front page, for editors and admins. */
export function dashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', async (c) => c.json(await dashboardSummary(deps.db, deps.now())))
}
