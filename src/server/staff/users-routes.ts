import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { pathIdSchema } from '#shared/schemas/row-id.ts'
import { staffUserInputSchema, staffUsersQuerySchema } from '#shared/schemas/staff-users.ts'
import { listStaffUsers } from './users-queries.ts'
import {
  createStaffUser,
  deleteStaffUser,
  renewSetPasswordLink,
  updateStaffUser,
} from './users-writes.ts'

const idParam = pathIdSchema('Not a user id')

/** `/api/admin/users`: staff accounts, admin only (SPEC.md §2 Users, DESIGN.md). */
export function usersRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get('/', validate('query', staffUsersQuerySchema), async (c) => {
      const users = await listStaffUsers(deps.db, c.req.valid('query'))
      return c.json({ users, total: users.length })
    })
    .post('/', validate('json', staffUserInputSchema), async (c) => {
      const created = await createStaffUser(
        deps.db,
        c.req.valid('json'),
        deps.config.siteOrigin,
        deps.now(),
      )
      return c.json(created, 201)
    })
    .put('/:id', validate('param', idParam), validate('json', staffUserInputSchema), async (c) => {
      const user = await updateStaffUser(
        deps.db,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.get('staff').id,
        deps.now(),
      )
      return c.json({ user })
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      await deleteStaffUser(deps.db, c.req.valid('param').id, c.get('staff').id)
      return c.body(null, 204)
    })
    .post('/:id/set-password-link', validate('param', idParam), async (c) => {
      const renewed = await renewSetPasswordLink(
        deps.db,
        c.req.valid('param').id,
        deps.config.siteOrigin,
        deps.now(),
      )
      return c.json(renewed, 201)
    })
}
