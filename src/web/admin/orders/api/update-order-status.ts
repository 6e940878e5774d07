import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { OrderStatus } from '#shared/order-status.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

/**
 * Any status from any status (docs/product-rules.md §4); the server appends the
 * timeline entry. A refusal (409 when re-opening a cancelled order lacks stock)
 * re-reads the order, so the screen shows its real status again.
 */
export function updateOrderStatusMutationOptions(queryClient: QueryClient, orderId: string) {
  return mutationOptions({
    mutationFn: (status: OrderStatus) =>
      api.patch<AdminOrder>(adminOrdersApiPaths.status(orderId), { status }),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(orderId), order)
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() })
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(orderId) })
    },
  })
}

export function useUpdateOrderStatus(orderId: string) {
  return useMutation(updateOrderStatusMutationOptions(useQueryClient(), orderId))
}
