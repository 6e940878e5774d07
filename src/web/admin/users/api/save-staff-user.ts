import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminUsersApiPaths } from '#shared/api-paths/staff.ts'
import type {
  AdminStaffUser,
  CreatedStaffUserResponse,
  StaffUserInput,
} from '#shared/schemas/staff-users.ts'
import { api } from '#web/lib/api-client.ts'
import { usersKeys } from './users-keys.ts'

/** Adds (id null) or updates a user. Adding answers with the set-password link; the form toasts. */
export function saveStaffUserMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({
      id,
      input,
    }: {
      id: number | null
      input: StaffUserInput
    }): Promise<{ user: AdminStaffUser; setPasswordUrl: string | null }> =>
      id === null
        ? api.post<CreatedStaffUserResponse>(adminUsersApiPaths.create, input)
        : api
            .put<{ user: AdminStaffUser }>(adminUsersApiPaths.item(id), input)
            .then(({ user }) => ({ user, setPasswordUrl: null })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.all })
    },
  })
}

export function useSaveStaffUser() {
  return useMutation(saveStaffUserMutationOptions(useQueryClient()))
}
