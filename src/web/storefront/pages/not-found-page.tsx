import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { useDocumentTitle } from '#web/lib/use-document-title.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'

export function NotFoundPage() {
  useDocumentTitle('Page not found')
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-5xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">Page not found</h1>
      <p className="mt-3 text-stone-700">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={paths.home} className={buttonClasses({}, 'mt-8')}>
        Back to home
      </Link>
    </div>
  )
}
