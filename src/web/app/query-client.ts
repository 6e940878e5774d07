import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '#web/lib/api-client.ts'
import { authKeys } from '#web/staff/api/auth-keys.ts'

/** A 4xx is the server's considered answer; asking again will not change it. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  // A 401 from any call means the session ended (expired, or signed out in another
  // tab): re-read `me` so the admin guard sends the person back to the login page.
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 401 && error.code === 'unauthenticated') {
      void queryClient.invalidateQueries({ queryKey: authKeys.me() })
    }
  }
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // Offline, a query still asks once, and the service worker may answer it from
      // its cache (decision 0066); only the retries wait for the connection.
      queries: { retry: shouldRetry, staleTime: 30_000, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  })
  return queryClient
}
