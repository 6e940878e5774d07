import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * What a route's loader does with a query its page reads: starts it, with the page's
 * own queryOptions, and returns at once. The page renders its skeleton rather than
 * the navigation waiting, then finds the answer (or the request in flight) in the
 * cache; a failure stays there for the page's QueryBoundary. An answer already
 * cached is used as it is (the page refreshes it when stale, as without a loader).
 * A server render can await the same call.
 */
export function prefetchQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, Error, TData, TQueryKey>,
): void {
  queryClient.ensureQueryData(options).catch(() => undefined)
}
