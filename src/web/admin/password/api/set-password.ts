import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { passwordApiPaths } from '#shared/api-paths/staff.ts'
import type { LoginResponse, MeResponse } from '#shared/schemas/auth.ts'
import type { SetPasswordRequest } from '#shared/schemas/staff-users.ts'
import { api } from '#web/lib/api-client.ts'
import { authKeys } from '#web/staff/api/auth-keys.ts'

/** Chooses the password; the server signs the user in, so `me` is set here. */
export function setPasswordMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (body: SetPasswordRequest) => api.post<LoginResponse>(passwordApiPaths.set, body),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<MeResponse>(authKeys.me(), { user })
    },
  })
}

export function useSetPassword() {
  return useMutation(setPasswordMutationOptions(useQueryClient()))
}
