import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'

/** Unknown /admin/{section}; the top bar already reads 'Page not found'. */
export function AdminNotFound() {
  return (
    <div className="rounded-xl bg-white p-6 shadow-sm">
      <p className="text-stone-700">There is no admin page at this address.</p>
      <Link to={paths.admin.root} className={buttonClasses({}, 'mt-4')}>
        Back to dashboard
      </Link>
    </div>
  )
}
