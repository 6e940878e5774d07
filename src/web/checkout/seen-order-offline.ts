import { findSeenOrder, type SeenOrder } from '#web/checkout/seen-orders.ts'
import { isApiError } from '#web/lib/api-client.ts'

/** What the order page knows of its order query. */
interface LookupState {
  data: unknown
  error: unknown
  failureReason: unknown
  /** 'paused': TanStack Query holds the request back while the browser is offline. */
  fetchStatus: 'fetching' | 'paused' | 'idle'
}

const unreachable = (error: unknown) => isApiError(error) && error.code === 'network_error'

/** The server answered (404, 429, any 4xx or 5xx): its answer stands, whatever is stored. */
const answered = (error: unknown) => isApiError(error) && error.code !== 'network_error'

/**
 * The order as this browser last saw it, shown when the order's link cannot reach the
 * shop: offline (the query is paused) or failing with a network error, and only while
 * the server has not answered for this token itself.
 */
export function seenOrderWhenOffline(token: string | null, query: LookupState): SeenOrder | null {
  if (token === null || query.data !== undefined || answered(query.error)) return null
  const offline =
    query.fetchStatus === 'paused' || unreachable(query.failureReason) || unreachable(query.error)
  return offline ? findSeenOrder(token) : null
}
