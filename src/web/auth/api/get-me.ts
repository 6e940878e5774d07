import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MeResponse } from '#shared/schemas/auth.ts'
import { api } from '#web/lib/api-client.ts'

export const meQueryKey = ['auth', 'me'] as const

/**
 * Who is signed in. The server answers 200 `{user: null}` for a shopper, so this
 * never fails on public pages. Login and logout write the answer into the cache.
 */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  // No abort signal: cancelling this tiny request (StrictMode remounts, fast
  // navigation) would only show up as a failed request in the browser.
  queryFn: () => api.get<MeResponse>('/api/auth/me'),
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: false,
})

export function useMe() {
  return useQuery(meQueryOptions)
}
