import type { QueryClient } from '@tanstack/react-query'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { orderQueryOptions } from '#web/checkout/api/get-order.ts'

/**
 * How the order just placed reaches the confirmation page, and comes back on a reload
 * (docs/product-rules.md §4, §10). The navigation's state, which the browser keeps with that
 * history entry across a reload, holds only what opens the order again: its link's
 * token, never the email, name, phone or address. The order itself goes into the query
 * cache under that token, so the confirmation shows it without asking; after a reload
 * the cache is empty and the page asks the shop, which answers the order as it is now.
 */
export interface PlacedOrderState {
  placed: { token: string }
}

/** Seeds the order's query and returns the state for the navigation to the confirmation. */
export function placedOrderState(queryClient: QueryClient, order: PublicOrder): PlacedOrderState {
  queryClient.setQueryData(orderQueryOptions(order.accessToken).queryKey, order)
  return { placed: { token: order.accessToken } }
}

/** The token the navigation's state holds, or null (an address typed, another tab, an old state). */
export function placedOrderToken(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('placed' in state)) return null
  const placed: unknown = state.placed
  if (typeof placed !== 'object' || placed === null || !('token' in placed)) return null
  return typeof placed.token === 'string' && placed.token !== '' ? placed.token : null
}
