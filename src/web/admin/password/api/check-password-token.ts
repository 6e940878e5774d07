import { queryOptions, useQuery } from '@tanstack/react-query'
import { passwordApiPaths } from '#shared/api-paths/staff.ts'
import type { PasswordTokenCheckResponse } from '#shared/schemas/staff-users.ts'
import { api } from '#web/lib/api-client.ts'
import { passwordKeys } from './password-keys.ts'

/** Whether a set-password link is still usable, before showing its form. */
export function passwordTokenCheckQueryOptions(token: string) {
  return queryOptions({
    queryKey: passwordKeys.check(token),
    queryFn: () => api.get<PasswordTokenCheckResponse>(passwordApiPaths.check(token)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })
}

export function usePasswordTokenCheck(token: string) {
  return useQuery(passwordTokenCheckQueryOptions(token))
}
