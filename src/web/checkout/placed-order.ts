import type { QueryClient } from '@tanstack/react-query'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { lookupOrderQueryOptions, type OrderLookup } from '#web/checkout/api/lookup-order.ts'

/**
 * How the order just placed reaches the confirmation page, and comes back on a reload
 * (docs/product-rules.md §4, §10). The navigation's state, which the browser keeps with that
 * history entry across a reload, holds only what finds the order again: its id and
 * email, never the name, phone or address. The order itself goes into the query cache
 * under its lookup, so the confirmation shows it without asking; after a reload the
 * cache is empty and the page asks the shop, which answers the order as it is now.
 */
export interface PlacedOrderState {
  placed: OrderLookup
}

/** Seeds the order's lookup and returns the state for the navigation to the confirmation. */
export function placedOrderState(queryClient: QueryClient, order: PublicOrder): PlacedOrderState {
  const lookup = { orderId: order.orderId, email: order.customerEmail }
  queryClient.setQueryData(lookupOrderQueryOptions(lookup).queryKey, order)
  return { placed: lookup }
}

/** The lookup the navigation's state holds, or null (an address typed, another tab). */
export function placedOrderLookup(state: unknown): OrderLookup | null {
  if (typeof state !== 'object' || state === null || !('placed' in state)) return null
  const placed: unknown = state.placed
  if (typeof placed !== 'object' || placed === null) return null
  const { orderId, email } = placed as Partial<Record<keyof OrderLookup, unknown>>
  return typeof orderId === 'string' && orderId !== '' && typeof email === 'string' && email !== ''
    ? { orderId, email }
    : null
}
