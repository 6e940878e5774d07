import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { pathId } from '#server/http/path-id.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import {
  adminStaffUsersResponseSchema,
  createdStaffUserResponseSchema,
  staffUserInputSchema,
  staffUsersQuerySchema,
  updatedStaffUserResponseSchema,
} from '#shared/schemas/staff-users.ts'
import { staffDocs } from './staff-docs.ts'
import { listStaffUsers } from './staff-repo.ts'
import {
  createStaffUser,
  deleteStaffUser,
  renewSetPasswordLink,
  USER,
  updateStaffUser,
} from './user-accounts.ts'

/** `/api/admin/users`: staff accounts, admin only (docs/product-rules.md §2 Users and §4). */
export function usersRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get(
      '/',
      staffDocs('List staff accounts', { 200: adminStaffUsersResponseSchema }),
      validate('query', staffUsersQuerySchema),
      async (c) => {
        const users = await listStaffUsers(deps.db, c.req.valid('query'))
        return c.json({ users, total: users.length })
      },
    )
    .post(
      '/',
      staffDocs('Add a staff account and email its set-password link', {
        201: createdStaffUserResponseSchema,
      }),
      validate('json', staffUserInputSchema),
      async (c) => {
        const created = await createStaffUser(
          deps.db,
          c.req.valid('json'),
          deps.config.siteOrigin,
          deps.now(),
        )
        return c.json(created, 201)
      },
    )
    .put(
      '/:id',
      staffDocs("Change a staff account's name, email or role", {
        200: updatedStaffUserResponseSchema,
      }),
      validate('json', staffUserInputSchema),
      async (c) => {
        const user = await updateStaffUser(
          deps.db,
          pathId(c.req.param('id'), USER),
          c.req.valid('json'),
          c.get('staff').id,
          deps.now(),
        )
        return c.json({ user })
      },
    )
    .delete(
      '/:id',
      staffDocs('Remove a staff account', { 204: { description: 'Removed; its sessions end.' } }),
      async (c) => {
        await deleteStaffUser(deps.db, pathId(c.req.param('id'), USER), c.get('staff').id)
        return c.body(null, 204)
      },
    )
    .post(
      '/:id/set-password-link',
      staffDocs('Send a new set-password link to an invite not yet accepted', {
        201: createdStaffUserResponseSchema,
      }),
      async (c) => {
        const renewed = await renewSetPasswordLink(
          deps.db,
          pathId(c.req.param('id'), USER),
          deps.config.siteOrigin,
          deps.now(),
        )
        return c.json(renewed, 201)
      },
    )
}
