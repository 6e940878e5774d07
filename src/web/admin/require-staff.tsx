import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { paths } from '#shared/paths.ts'
import { type AdminSection, canAccessSection } from '#shared/roles.ts'
import type { StaffUser } from '#shared/schemas/auth.ts'
import { useMe } from '#web/staff/api/get-me.ts'
import { PageSpinner } from '#web/ui/spinner.tsx'

/**
 * Route guard (docs/product-rules.md §5): spinner while the session loads, the login page when
 * signed out, the dashboard when the role may not open `section`. The server
 * refuses the same requests; this only spares staff a page they cannot use.
 */
export function RequireStaff({
  section,
  children,
}: {
  section?: AdminSection
  children: ReactNode
}) {
  const me = useMe()
  if (me.isPending) return <PageSpinner />
  const user = me.data?.user
  if (!user) {
    // Logout takes the person home before it forgets them, but this page is replaced a
    // moment after the address changes (the home route's loaders run first): nothing
    // is left to guard then, and no detour to the login page.
    if (!window.location.pathname.startsWith(paths.admin.root)) return null
    return <Navigate to={paths.admin.login} replace />
  }
  if (section && !canAccessSection(user.role, section)) {
    return <Navigate to={paths.admin.root} replace />
  }
  return children
}

/** The signed-in staff member, for components rendered inside <RequireStaff>. */
export function useStaffUser(): StaffUser {
  const user = useMe().data?.user
  if (!user) throw new Error('useStaffUser is only usable inside <RequireStaff>')
  return user
}
