import { queryOptions, useQuery } from '@tanstack/react-query'
import { authApiPaths } from '#shared/api-paths/staff.ts'
import type { MeResponse } from '#shared/schemas/auth.ts'
import { api } from '#web/lib/api-client.ts'
import { authKeys } from './auth-keys.ts'

/**
 * Who is signed in. The server answers 200 `{user: null}` for a shopper, so this
 * never fails on public pages. Login and logout write the answer into the cache.
 */
export const meQueryOptions = queryOptions({
  queryKey: authKeys.me(),
  // No abort signal: cancelling this tiny request (StrictMode remounts, fast
  // navigation) would only show up as a failed request in the browser.
  queryFn: () => api.get<MeResponse>(authApiPaths.me),
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: false,
})

export function useMe() {
  return useQuery(meQueryOptions)
}
