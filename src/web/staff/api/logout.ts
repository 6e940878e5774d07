import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { type NavigateFunction, useNavigate } from 'react-router'
import { authApiPaths } from '#shared/api-paths/staff.ts'
import { paths } from '#shared/paths.ts'
import type { MeResponse } from '#shared/schemas/auth.ts'
import { api } from '#web/lib/api-client.ts'
import { authKeys, staffQueryKeyRoot } from './auth-keys.ts'

/**
 * Signs out and takes the person home (docs/product-rules.md §2, same from header
 * and admin); the button that asked says how it went.
 */
export function logoutMutationOptions(queryClient: QueryClient, navigate: NavigateFunction) {
  return mutationOptions({
    mutationFn: () => api.post<undefined>(authApiPaths.logout),
    onSuccess: async () => {
      // Leave the admin area first: an admin page's guard seeing `me` cleared
      // while the address is still under /admin sends the person to the login page.
      await navigate(paths.home)
      queryClient.setQueryData<MeResponse>(authKeys.me(), { user: null })
      queryClient.removeQueries({ queryKey: [staffQueryKeyRoot] })
    },
  })
}

export function useLogout() {
  return useMutation(logoutMutationOptions(useQueryClient(), useNavigate()))
}
