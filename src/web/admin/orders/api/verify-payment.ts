import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { deliveriesKeys } from '#web/admin/deliveries/api/deliveries-keys.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

export interface VerifyPaymentBody {
  proofId: number
  amountReceivedCentavos: number
}

/**
 * The newest proof of payment is good: the server sets the order to paid, adds the
 * timeline entry naming the staff member and emails the shopper. Success or refusal
 * (409: another staff member verified or rejected it first), the order, the list (it
 * leaves 'To verify') and the Deliveries screen (its status) are read again.
 */
export function verifyPaymentMutationOptions(queryClient: QueryClient, orderId: string) {
  return mutationOptions({
    // The proof on screen: a newer one sent meanwhile is refused (409), not verified
    // unseen; with the amount staff received on it (issue 28 §1).
    mutationFn: (body: VerifyPaymentBody) =>
      api.post<AdminOrder>(adminOrdersApiPaths.verifyPayment(orderId), body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all })
      void queryClient.invalidateQueries({ queryKey: deliveriesKeys.all })
    },
  })
}

export function useVerifyPayment(orderId: string) {
  return useMutation(verifyPaymentMutationOptions(useQueryClient(), orderId))
}
