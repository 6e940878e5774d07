import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { passwordApiPaths } from '#shared/admin-users-api-paths.ts'
import type { LoginResponse, MeResponse } from '#shared/schemas/auth.ts'
import type {
  ForgotPasswordRequest,
  PasswordTokenCheckResponse,
  SetPasswordRequest,
} from '#shared/schemas/staff-users.ts'
import { meQueryOptions } from '#web/auth/api/get-me.ts'
import { api } from '#web/lib/api-client.ts'

/** Whether a set-password link is still usable, before showing its form. */
export function usePasswordTokenCheck(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    queryFn: () => api.get<PasswordTokenCheckResponse>(passwordApiPaths.check(token)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })
}

/** Chooses the password; the server signs the user in, so `me` is set here. */
export function useSetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SetPasswordRequest) => api.post<LoginResponse>(passwordApiPaths.set, body),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<MeResponse>(meQueryOptions.queryKey, { user })
    },
  })
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      api.post<{ message: string }>(passwordApiPaths.forgot, body),
  })
}
