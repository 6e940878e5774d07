import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { OrderLookupRequest, PublicOrder } from '#shared/schemas/orders.ts'
import { rememberSeenOrder } from '#web/checkout/seen-orders.ts'
import { api } from '#web/lib/api-client.ts'
import { orderQueryOptions } from './get-order.ts'

/** What the lookup form sends: the request's own type. */
export type OrderLookup = OrderLookupRequest

/**
 * `POST /api/orders/lookup` `{ orderId, email }`: the lookup form, for a shopper who lost
 * the order's link. A POST, so the email is in no URL. The answer carries a new link
 * token: the order is put in the cache under it, so the order page it leads to
 * (`/orders/<token>`) shows it without asking again. 404 when the id and email do not
 * match, 429 past the limits (its message says when to try again).
 */
export function lookupOrderMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (lookup: OrderLookup) => api.post<PublicOrder>(orderApiPaths.lookup, lookup),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.accessToken).queryKey, order)
      rememberSeenOrder(order)
    },
  })
}

export function useLookupOrder() {
  return useMutation(lookupOrderMutationOptions(useQueryClient()))
}
