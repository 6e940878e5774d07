import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { rememberSeenOrder } from '#web/checkout/seen-orders.ts'
import { api } from '#web/lib/api-client.ts'
import { checkoutKeys } from './checkout-keys.ts'

/**
 * `POST /api/orders/by-token/:token/pay-on-delivery` (issue 32): 'Pay cash on delivery
 * instead' while the online order is pending and unpaid. The order as it now is
 * replaces the cached one, and the order is asked again, so the page shows Cash on
 * Delivery at once.
 */
export function payOnDeliveryMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (token: string) =>
      api.post<PublicOrder | undefined>(orderApiPaths.payOnDelivery(token)),
    onSuccess: async (order, token) => {
      if (order && typeof order === 'object' && 'orderId' in order) {
        queryClient.setQueryData(checkoutKeys.order(token), order)
        rememberSeenOrder(order)
      }
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.order(token) })
    },
  })
}

export function usePayOnDelivery() {
  return useMutation(payOnDeliveryMutationOptions(useQueryClient()))
}
