import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminUsersApiPaths } from '#shared/admin-users-api-paths.ts'
import type {
  AdminStaffUser,
  AdminStaffUsersResponse,
  CreatedStaffUserResponse,
  StaffRoleFilter,
  StaffUserInput,
} from '#shared/schemas/staff-users.ts'
import { staffQueryKeyRoot } from '#web/auth/api/logout.ts'
import { api } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'

export const staffUsersQueryKeys = {
  all: [staffQueryKeyRoot, 'users'] as const,
  list: (filter: { q: string; role: StaffRoleFilter }) =>
    [...staffUsersQueryKeys.all, 'list', filter] as const,
}

export function useStaffUsers(filter: { q: string; role: StaffRoleFilter }) {
  return useQuery({
    queryKey: staffUsersQueryKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<AdminStaffUsersResponse>(adminUsersApiPaths.list(filter), signal),
    // While the next search loads, keep showing the last one.
    placeholderData: keepPreviousData,
  })
}

/** Adds (id null) or updates a user. Adding answers with the set-password link. */
export function useSaveStaffUser() {
  const queryClient = useQueryClient()
  return useMutation({
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
    onSuccess: ({ user }, { id }) => {
      void queryClient.invalidateQueries({ queryKey: staffUsersQueryKeys.all })
      toast.success(id === null ? 'User created' : 'User updated', { description: user.name })
    },
  })
}

export function useDeleteStaffUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (user: AdminStaffUser) => api.delete<undefined>(adminUsersApiPaths.item(user.id)),
    onSuccess: (_, user) => {
      void queryClient.invalidateQueries({ queryKey: staffUsersQueryKeys.all })
      toast.success('User deleted', { description: user.name })
    },
    onError: (error) => {
      // 409: yourself or the last admin; the server says which.
      toast.error('User not deleted', { description: error.message })
    },
  })
}

/** A fresh set-password link for someone who lost theirs (older links stop working). */
export function useRenewSetPasswordLink() {
  return useMutation({
    mutationFn: (user: AdminStaffUser) =>
      api.post<CreatedStaffUserResponse>(adminUsersApiPaths.setPasswordLink(user.id)),
    onError: (error) => {
      toast.error('Link not created', { description: error.message })
    },
  })
}
