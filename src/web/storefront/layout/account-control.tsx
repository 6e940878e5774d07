import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { useMe } from '#web/auth/api/get-me.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { UserMenu } from './user-menu.tsx'

/** Login for shoppers, the user menu for signed-in staff. */
export function AccountControl() {
  const me = useMe()
  // Hold the spot while the session check runs so the header does not jump.
  if (me.isPending) return <span aria-hidden="true" className="inline-block h-9 w-16" />
  const user = me.data?.user
  if (!user) {
    return (
      <Link to={paths.admin.login} className={buttonClasses({ size: 'sm' })}>
        Login
      </Link>
    )
  }
  return <UserMenu user={user} />
}
