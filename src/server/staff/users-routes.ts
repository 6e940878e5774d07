import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { staffUsers } from '../db/schema/staff'
import { requireAdmin } from '../http/require-staff'

/** `/api/admin/users`: staff accounts, admin only (SPEC.md §6). */
export function usersRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireAdmin(deps)).get('/', async (c) => {
    const users = await deps.db
      .select({
        id: staffUsers.id,
        name: staffUsers.name,
        email: staffUsers.email,
        role: staffUsers.role,
        lastLoginAt: staffUsers.lastLoginAt,
        createdAt: staffUsers.createdAt,
        updatedAt: staffUsers.updatedAt,
      })
      .from(staffUsers)
      .orderBy(asc(staffUsers.name))
    return c.json({ users })
  })
}
