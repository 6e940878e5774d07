import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { paths } from '#shared/paths.ts'
import type { MeResponse } from '#shared/schemas/auth.ts'
import { api } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'
import { meQueryOptions } from './get-me.ts'

/**
 * Staff-only answers are cached under keys starting with this, so logout can drop
 * them all and nothing private outlives the session.
 */
export const staffQueryKeyRoot = 'admin'

/** Signs out, then tells the person and takes them home (SPEC.md §2, same from header and admin). */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => api.post<undefined>('/api/auth/logout'),
    onSuccess: async () => {
      // Leave the admin area first: clearing `me` while an admin page is still on
      // screen would make its guard redirect to the login page instead of home.
      // flushSync makes the navigation commit now rather than in a later transition.
      await navigate(paths.home, { flushSync: true })
      queryClient.setQueryData<MeResponse>(meQueryOptions.queryKey, { user: null })
      queryClient.removeQueries({ queryKey: [staffQueryKeyRoot] })
      toast.success('Logged out successfully')
    },
    onError: () => {
      toast.error('Logout failed', { description: 'An unexpected error occurred' })
    },
  })
}
