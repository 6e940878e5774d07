import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { adminOrdersApi } from '#web/admin/orders/orders-search.ts'
import { api } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'
import { orderQueryKeys } from './order-query-keys.ts'

/** Appends an internal note (never shown to the shopper) to the order's timeline. */
export function useAddOrderNote(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (note: string) => api.post<AdminOrder>(adminOrdersApi.notes(orderId), { note }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKeys.detail(orderId), order)
      toast.success('Note Added')
    },
    onError: (error) => {
      toast.error('Note Not Added', { description: error.message })
    },
  })
}
