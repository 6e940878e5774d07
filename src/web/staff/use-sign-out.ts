import { useLogout } from '#web/staff/api/logout.ts'
import { toast } from '#web/ui/toast.ts'

/**
 * What both Logout buttons (the shop's header, the back office's top bar) do: sign
 * out, then say how it went. The toast waits on the request's promise, not on a
 * callback of the button, because signing out leaves the page the button is on.
 */
export function useSignOut() {
  const logout = useLogout()
  const signOut = () => {
    void logout.mutateAsync().then(
      () => toast.success('Logged out successfully'),
      () => toast.error('Logout failed', { description: 'An unexpected error occurred' }),
    )
  }
  return { signOut, pending: logout.isPending }
}
