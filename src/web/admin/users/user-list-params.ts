import { listParam, listParamsSchema } from '#shared/list-params.ts'
import { staffRoleFilters } from '#shared/schemas/staff-users.ts'

/** The users list in the URL: `?q=&role=` (one page: a shop has a handful of staff). */
export const userListParamsSchema = listParamsSchema({
  q: listParam.search(),
  role: listParam.oneOf(staffRoleFilters, 'all'),
})
