import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

/**
 * A GCash order's packing difference was paid or refunded. The balance on screen goes
 * with it, so one changed meanwhile is refused (409), not settled unseen; either way
 * the order is read again.
 */
export function settleBalanceMutationOptions(queryClient: QueryClient, orderId: string) {
  return mutationOptions({
    mutationFn: (balanceCentavos: number) =>
      api.post<AdminOrder>(adminOrdersApiPaths.settleBalance(orderId), { balanceCentavos }),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(orderId), order)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(orderId) })
    },
  })
}

export function useSettleBalance(orderId: string) {
  return useMutation(settleBalanceMutationOptions(useQueryClient(), orderId))
}
