import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense } from 'react'
import { useOnline } from '#web/lib/use-online.ts'
import { LoadError } from './load-error.tsx'

// Only ever needed offline: its own chunk, precached by the service worker, keeps it
// off the first page.
const OfflineView = lazy(() =>
  import('#web/pwa/offline-view.tsx').then((m) => ({ default: m.OfflineView })),
)

/** The words of the standard load error; with a title it stands in for a whole page. */
interface LoadErrorText {
  title?: string
  message: string
}

type QueryBoundaryProps<TData> = {
  query: UseQueryResult<TData>
  /** Shown until the first answer arrives: a skeleton or a spinner. */
  pending: ReactNode
  children: (data: TData) => ReactNode
} & (
  | {
      /** The standard load error with Try again, in these words (or words chosen for the error). */
      loadError: LoadErrorText | ((error: Error) => LoadErrorText)
      renderError?: never
    }
  | {
      /** A page's own view of a failed load, instead of the standard load error. */
      renderError: (error: Error) => ReactNode
      loadError?: never
    }
)

/**
 * One way for a page to show what a query has: the data once it is there (kept on
 * screen if a later refresh fails), else the load error, else the offline view when
 * the query waits for a connection (offline, nothing saved on the device: decision
 * 0066), else `pending`. Answers a page treats as content (a 404 that means 'not
 * found') are checked before it.
 */
export function QueryBoundary<TData>({
  query,
  pending,
  children,
  loadError,
  renderError,
}: QueryBoundaryProps<TData>) {
  const online = useOnline()
  if (query.data !== undefined) return children(query.data)
  if (query.isError) {
    if (renderError) return renderError(query.error)
    const { title, message } = typeof loadError === 'function' ? loadError(query.error) : loadError
    return <LoadError title={title} message={message} onRetry={() => void query.refetch()} />
  }
  // Paused also while a hidden tab waits to retry: only offline is it the connection.
  if (query.fetchStatus === 'paused' && !online) {
    return (
      <Suspense fallback={pending}>
        <OfflineView />
      </Suspense>
    )
  }
  return pending
}
