import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type OrderStatus, orderStatusLabels } from '../../../../shared/order-status'
import type { AdminOrder } from '../../../../shared/schemas/orders'
import { api } from '../../../lib/api-client'
import { toast } from '../../../ui/toast'
import { adminOrdersApi } from '../orders-search'
import { orderQueryKeys } from './order-query-keys'

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
