import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/** Prefetches still running, per query cache, so a server render can wait for them. */
const pending = new WeakMap<QueryClient, Set<Promise<unknown>>>()

/**
 * What a route's loader does with a query its page reads: starts it, with the page's
 * own queryOptions, and returns at once. The page renders its skeleton rather than
 * the navigation waiting, then finds the answer (or the request in flight) in the
 * cache; a failure stays there for the page's QueryBoundary. An answer already
 * cached is used as it is (the page refreshes it when stale, as without a loader).
 * A server render waits for them all with `settlePrefetches`.
 */
export function prefetchQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, Error, TData, TQueryKey>,
): void {
  const running = queryClient.ensureQueryData(options).catch(() => undefined)
  let set = pending.get(queryClient)
  if (!set) {
    set = new Set()
    pending.set(queryClient, set)
  }
  set.add(running)
  void running.then(() => set.delete(running))
}

/** Resolves once every prefetch started on `queryClient` has an answer or an error. */
export async function settlePrefetches(queryClient: QueryClient): Promise<void> {
  for (let set = pending.get(queryClient); set && set.size > 0; ) {
    await Promise.all(set)
  }
}
