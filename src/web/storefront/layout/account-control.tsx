import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { useMe } from '#web/auth/api/get-me.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { UserMenu } from './user-menu.tsx'

function LoginLink() {
  return (
    <Link to={paths.admin.login} className={buttonClasses({ size: 'sm' })}>
      Login
    </Link>
  )
}

/** Login for shoppers, the user menu for signed-in staff. */
export function AccountControl() {
  const me = useMe()
  // Hold the spot while the session check runs so the header does not jump. A page
  // rendered by the server is always pending (it has no session); without
  // JavaScript the check never runs, so the spot shows the plain link.
  if (me.isPending) {
    return (
      <span className="inline-block h-9 w-16">
        <noscript>
          <LoginLink />
        </noscript>
      </span>
    )
  }
  const user = me.data?.user
  if (!user) return <LoginLink />
  return <UserMenu user={user} />
}
