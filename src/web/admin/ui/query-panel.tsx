import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cn } from '#web/ui/cn.ts'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { Spinner } from '#web/ui/spinner.tsx'

const panelClass = 'rounded-xl bg-white shadow-sm ring-1 ring-stone-200'

/**
 * What a query shows in its place (through the one QueryBoundary): a spinner while it
 * loads, the load error with a retry, or `children(data, stale)` once the data is there (`stale`: the previous
 * page's data, kept on screen while the next loads). Wrapped in the white admin
 * panel unless `className` says otherwise ('' for a plain block).
 */
export function QueryPanel<T>({
  query,
  loadingLabel,
  errorMessage,
  children,
  className = panelClass,
  compact = false,
}: {
  query: UseQueryResult<T>
  loadingLabel: string
  errorMessage: string
  children: (data: T, stale: boolean) => ReactNode
  className?: string
  /** Less room around the spinner, for a panel inside a settings card. */
  compact?: boolean
}) {
  return (
    <div className={className || undefined}>
      <QueryBoundary
        query={query}
        pending={
          <Spinner
            label={loadingLabel}
            className={cn('mx-auto flex', compact ? 'py-8' : 'py-14')}
          />
        }
        loadError={{ message: errorMessage }}
      >
        {(data) => children(data, query.isPlaceholderData)}
      </QueryBoundary>
    </div>
  )
}
