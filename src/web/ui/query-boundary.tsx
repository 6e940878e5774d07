import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadError } from './load-error.tsx'

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
 * screen if a later refresh fails), else the load error, else `pending`. Answers a
 * page treats as content (a 404 that means 'not found') are checked before it.
 */
export function QueryBoundary<TData>({
  query,
  pending,
  children,
  loadError,
  renderError,
}: QueryBoundaryProps<TData>) {
  if (query.data !== undefined) return children(query.data)
  if (query.isError) {
    if (renderError) return renderError(query.error)
    const { title, message } = typeof loadError === 'function' ? loadError(query.error) : loadError
    return <LoadError title={title} message={message} onRetry={() => void query.refetch()} />
  }
  return pending
}
