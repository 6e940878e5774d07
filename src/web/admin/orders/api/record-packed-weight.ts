import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import type { RecordPackedWeightRequest } from '#shared/schemas/packing.ts'
import { deliveriesKeys } from '#web/admin/deliveries/api/deliveries-keys.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

export interface RecordPackedWeightVariables extends RecordPackedWeightRequest {
  itemId: number
}

/**
 * A line's packed weight (docs/product-rules.md §13): the server re-prices the line and
 * the total, adds the timeline entry and, once every weighed line has a weight, emails
 * the final amount. Success or refusal (409: someone else packed this order meanwhile,
 * or it was cancelled or left the shop), the order, the list (its total) and the
 * Deliveries screen (the packing list's weights and versions) are read again.
 */
export function recordPackedWeightMutationOptions(queryClient: QueryClient, orderId: string) {
  return mutationOptions({
    mutationFn: ({ itemId, ...body }: RecordPackedWeightVariables) =>
      api.put<AdminOrder>(adminOrdersApiPaths.packedWeight(orderId, itemId), body),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(orderId), order)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all })
      void queryClient.invalidateQueries({ queryKey: deliveriesKeys.all })
    },
  })
}

export function useRecordPackedWeight(orderId: string) {
  return useMutation(recordPackedWeightMutationOptions(useQueryClient(), orderId))
}
