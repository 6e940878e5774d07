import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginRequest, LoginResponse, MeResponse } from '../../../shared/schemas/auth'
import { api } from '../../lib/api-client'
import { meQueryOptions } from './get-me'

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<LoginResponse>('/api/auth/login', body),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<MeResponse>(meQueryOptions.queryKey, { user })
    },
  })
}
