import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type OrderStatus, orderStatusLabels } from '#shared/order-status.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { adminOrdersApi } from '#web/admin/orders/orders-search.ts'
import { api } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'
import { orderQueryKeys } from './order-query-keys.ts'

/** Any status from any status (SPEC.md §4); the server appends the timeline entry. */
export function useUpdateOrderStatus(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (status: OrderStatus) =>
      api.patch<AdminOrder>(adminOrdersApi.status(orderId), { status }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKeys.detail(orderId), order)
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.lists() })
      toast.success('Order Status Updated', {
        description: `Order ${order.orderId} status changed to ${orderStatusLabels[order.status]}.`,
      })
    },
    onError: (error) => {
      // 409 when re-opening a cancelled order lacks stock: the server says which item.
      toast.error('Status Not Changed', { description: error.message })
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.detail(orderId) })
    },
  })
}
