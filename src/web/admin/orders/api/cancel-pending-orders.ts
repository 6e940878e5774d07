import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { CancelPendingOrdersResult } from '#shared/schemas/orders.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

/**
 * Cancels the named orders that are still pending; their stock goes back on sale.
 * One that staff confirmed in the meantime is left as it is (the answer lists the
 * ones cancelled).
 */
export function cancelPendingOrdersMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (orderIds: string[]) =>
      api.post<CancelPendingOrdersResult>(adminOrdersApiPaths.cancelPending, { orderIds }),
    onSuccess: () => {
      // The groups, the list and any open order all change.
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all })
    },
  })
}

export function useCancelPendingOrders() {
  return useMutation(cancelPendingOrdersMutationOptions(useQueryClient()))
}
