import type { OrderLookup } from '#web/checkout/api/lookup-order.ts'

/**
 * The lookup as an old emailed link holds it (`/order-status?orderId=&email=`, from
 * before decision 0072; the server redirects those, this reads one the app itself was
 * given, offline say): both parts trimmed, either possibly empty.
 */
export function orderLookupFromSearch(search: URLSearchParams): OrderLookup {
  return {
    orderId: search.get('orderId')?.trim() ?? '',
    email: search.get('email')?.trim() ?? '',
  }
}

/** The order is looked up only once both parts are there. */
export const isCompleteLookup = ({ orderId, email }: OrderLookup) => orderId !== '' && email !== ''

/**
 * Why the server sent an old link back to the form (`?lookup=`, src/server/orders/
 * old-order-links.ts): no order matched, or too many lookups.
 */
export function oldLinkFailureFromSearch(search: URLSearchParams): 'not-found' | 'too-many' | null {
  const reason = search.get('lookup')
  return reason === 'not-found' || reason === 'too-many' ? reason : null
}
