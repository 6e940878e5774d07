import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminUsersApiPaths } from '#shared/api-paths/staff.ts'
import type { AdminStaffUser } from '#shared/schemas/staff-users.ts'
import { api } from '#web/lib/api-client.ts'
import { usersKeys } from './users-keys.ts'

/** Deletes a staff account; 409 for yourself or the last admin (the server says which). */
export function deleteStaffUserMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (user: AdminStaffUser) => api.delete<undefined>(adminUsersApiPaths.item(user.id)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.all })
    },
  })
}

export function useDeleteStaffUser() {
  return useMutation(deleteStaffUserMutationOptions(useQueryClient()))
}
