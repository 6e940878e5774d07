import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminUsersApiPaths } from '#shared/api-paths/staff.ts'
import type { AdminStaffUsersResponse, StaffRoleFilter } from '#shared/schemas/staff-users.ts'
import { api } from '#web/lib/api-client.ts'
import { usersKeys } from './users-keys.ts'

/** Staff accounts matching the search and role. */
export function staffUsersQueryOptions(filter: { q: string; role: StaffRoleFilter }) {
  return queryOptions({
    queryKey: usersKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<AdminStaffUsersResponse>(adminUsersApiPaths.list(filter), signal),
    // While the next search loads, keep showing the last one.
    placeholderData: keepPreviousData,
  })
}

export function useStaffUsers(filter: { q: string; role: StaffRoleFilter }) {
  return useQuery(staffUsersQueryOptions(filter))
}
