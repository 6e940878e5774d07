import type { OrderLookup } from '#web/checkout/api/lookup-order.ts'

/**
 * The lookup as the address holds it, so a link from the confirmation or the email
 * opens the order: both parts trimmed, either possibly empty.
 */
export function orderLookupFromSearch(search: URLSearchParams): OrderLookup {
  return {
    orderId: search.get('orderId')?.trim() ?? '',
    email: search.get('email')?.trim() ?? '',
  }
}

/** The order is looked up only once both parts are there. */
export const isCompleteLookup = ({ orderId, email }: OrderLookup) => orderId !== '' && email !== ''
