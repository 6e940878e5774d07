import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import type { RunOutRequest } from '#shared/schemas/run-out.ts'
import { deliveriesKeys } from '#web/admin/deliveries/api/deliveries-keys.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

export interface MarkLineUnavailableVariables extends RunOutRequest {
  itemId: number
}

/**
 * A line ran out (issue 31 §3): the server follows the shopper's choice (remove,
 * replace, call first). Success or refusal, the order, the list (its total) and the
 * Deliveries screen ('Call the customer', the packing list) are read again.
 */
export function markLineUnavailableMutationOptions(queryClient: QueryClient, orderId: string) {
  return mutationOptions({
    mutationFn: ({ itemId, ...body }: MarkLineUnavailableVariables) =>
      api.post<AdminOrder>(adminOrdersApiPaths.runOut(orderId, itemId), body),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(orderId), order)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all })
      void queryClient.invalidateQueries({ queryKey: deliveriesKeys.all })
    },
  })
}

export function useMarkLineUnavailable(orderId: string) {
  return useMutation(markLineUnavailableMutationOptions(useQueryClient(), orderId))
}
