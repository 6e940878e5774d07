import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CancelPendingOrdersResult } from '#shared/schemas/orders.ts'
import { adminOrdersApi } from '#web/admin/orders/orders-search.ts'
import { api } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'
import { orderQueryKeys } from './order-query-keys.ts'

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`

/**
 * Cancels the named orders that are still pending; their stock goes back on sale.
 * One that staff confirmed in the meantime is left as it is, and the toast says so.
 */
export function useCancelPendingOrders() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (orderIds: string[]) =>
      api.post<CancelPendingOrdersResult>(adminOrdersApi.cancelPending, { orderIds }),
    onSuccess: ({ cancelled }, asked) => {
      // The groups, the list and any open order all change.
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all })
      const left = asked.length - cancelled.length
      const leftNote =
        left > 0 ? ` ${orders(left)} had already moved on and stayed as they were.` : ''
      toast.success(cancelled.length === 1 ? 'Order Cancelled' : 'Orders Cancelled', {
        description: `${orders(cancelled.length)} cancelled; the stock is back on sale.${leftNote}`,
      })
    },
    onError: (error) => {
      toast.error('Orders Not Cancelled', { description: error.message })
    },
  })
}
