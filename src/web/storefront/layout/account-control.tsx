import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { useMe } from '#web/staff/api/get-me.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { UserMenu } from './user-menu.tsx'

/**
 * Login for shoppers, the user menu for signed-in staff. Login until the session
 * check says otherwise: the server renders it (the same page for every visitor, and
 * kept in the page cache, so never anyone's session), the browser's first render
 * shows the same, and it stays for a shopper, who is nearly every visitor. A staff
 * member sees it turn into their menu once the check answers.
 */
export function AccountControl() {
  const user = useMe().data?.user
  if (user) return <UserMenu user={user} />
  return (
    <Link to={paths.admin.login} className={buttonClasses({ size: 'sm' })}>
      Login
    </Link>
  )
}
