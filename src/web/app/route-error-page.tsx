import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button } from '#web/ui/button.tsx'

/**
 * Shown when a page throws or its code cannot be downloaded (for example after a
 * new release replaced the hashed files). Reloading fetches the current files.
 */
export function RouteErrorPage() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-stone-900">
        {notFound ? 'Page not found' : 'Something went wrong'}
      </h1>
      <p className="mt-3 text-stone-700">
        {notFound
          ? 'The page you are looking for does not exist or has moved.'
          : 'Please reload the page. If the problem continues, try again in a few minutes.'}
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </main>
  )
}
