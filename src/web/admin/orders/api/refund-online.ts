import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { RefundOnlineRequest } from '#shared/schemas/online-payments.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

/**
 * 'Refund ₱59.50 through PayMongo' (issue 32 §3). The caller makes the request key once
 * per press, so a repeated request (a double click, a retry) refunds once. Either way the
 * order is read again, and the list (whose filters follow payments) is marked stale.
 */
export function refundOnlineMutationOptions(queryClient: QueryClient, orderId: string) {
  return mutationOptions({
    mutationFn: (request: RefundOnlineRequest) =>
      api.post<AdminOrder>(adminOrdersApiPaths.refundOnline(orderId), request),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(orderId), order)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(orderId) })
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() })
    },
  })
}

export function useRefundOnline(orderId: string) {
  return useMutation(refundOnlineMutationOptions(useQueryClient(), orderId))
}
