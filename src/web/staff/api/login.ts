import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { authApiPaths } from '#shared/api-paths/staff.ts'
import type { LoginRequest, LoginResponse, MeResponse } from '#shared/schemas/auth.ts'
import { api } from '#web/lib/api-client.ts'
import { authKeys } from './auth-keys.ts'

/** Signs in; the answer names the person, so `me` is set without asking again. */
export function loginMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (body: LoginRequest) => api.post<LoginResponse>(authApiPaths.login, body),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<MeResponse>(authKeys.me(), { user })
    },
  })
}

export function useLogin() {
  return useMutation(loginMutationOptions(useQueryClient()))
}
