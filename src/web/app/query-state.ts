import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query'
import type { FieldErrors } from '#shared/api-error.ts'
import { ApiError, type ClientErrorCode, isApiError } from '#web/lib/api-client.ts'

/** An ApiError as JSON can carry it (an Error's message is not an own enumerable property). */
interface PlainApiError {
  status: number
  code: ClientErrorCode
  message: string
  fields?: FieldErrors
}

/**
 * The answers a server render used, to go into the page: answered queries and
 * refused ones (an unknown product's 404 renders its not-found view on both sides).
 * Queries still running are left out: the browser asks for them itself.
 */
export function serializeQueryState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && isApiError(query.state.error)),
  })
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error
      if (!isApiError(error)) return query
      const plain: PlainApiError = {
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      }
      return { ...query, state: { ...query.state, error: plain as unknown as Error } }
    }),
  }
}

/**
 * Puts a server render's answers into the browser's query cache before the first
 * render, so hydration shows exactly what the HTML shows and asks for nothing again.
 * They count as fetched now: the server has just confirmed (by ETag or a fresh render)
 * that they belong to the current catalog.
 */
export function restoreQueryState(queryClient: QueryClient, state: DehydratedState): void {
  const now = Date.now()
  // A refused answer (an unknown product) stays refused on mount, as the HTML shows it,
  // instead of turning into 'loading' and asking again.
  for (const query of state.queries) {
    if (query.state.status === 'error') {
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false })
    }
  }
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => {
      const plain = query.state.error as unknown as PlainApiError | null
      const error = plain
        ? new ApiError(plain.status, plain.code, plain.message, plain.fields)
        : plain
      return {
        ...query,
        state: {
          ...query.state,
          error,
          dataUpdatedAt: query.state.status === 'success' ? now : query.state.dataUpdatedAt,
          errorUpdatedAt: error ? now : query.state.errorUpdatedAt,
        },
      }
    }),
  })
}
