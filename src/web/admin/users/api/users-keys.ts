import type { StaffRoleFilter } from '#shared/schemas/staff-users.ts'
import { staffQueryKeyRoot } from '#web/staff/api/auth-keys.ts'

/** Query keys of the Users screen, under the staff root so logout drops them. */
export const usersKeys = {
  all: [staffQueryKeyRoot, 'users'] as const,
  list: (filter: { q: string; role: StaffRoleFilter }) =>
    [...usersKeys.all, 'list', filter] as const,
}
