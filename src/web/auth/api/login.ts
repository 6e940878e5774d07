import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginRequest, LoginResponse, MeResponse } from '#shared/schemas/auth.ts'
import { api } from '#web/lib/api-client.ts'
import { meQueryOptions } from './get-me.ts'

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<LoginResponse>('/api/auth/login', body),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<MeResponse>(meQueryOptions.queryKey, { user })
    },
  })
}
