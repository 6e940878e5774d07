import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import type { z } from 'zod'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import type { rejectPaymentRequestSchema } from '#shared/schemas/payments.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

export type RejectPaymentRequest = z.output<typeof rejectPaymentRequestSchema>

/**
 * The newest proof of payment is refused with a reason the shopper reads in the email
 * that asks for another. Success or refusal (409: another staff member got there first),
 * the order and the list (it leaves 'To verify') are read again.
 */
export function rejectPaymentMutationOptions(queryClient: QueryClient, orderId: string) {
  return mutationOptions({
    mutationFn: (request: RejectPaymentRequest) =>
      api.post<AdminOrder>(adminOrdersApiPaths.rejectPayment(orderId), request),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all })
    },
  })
}

export function useRejectPayment(orderId: string) {
  return useMutation(rejectPaymentMutationOptions(useQueryClient(), orderId))
}
