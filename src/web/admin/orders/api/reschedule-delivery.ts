import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { RescheduleDeliveryRequest } from '#shared/schemas/delivery.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { deliveriesKeys } from '#web/admin/deliveries/api/deliveries-keys.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

/**
 * Moves the order to another date and window; the server checks capacity, adds the
 * timeline entry and emails the shopper. Success or refusal (the window filled up
 * meanwhile), the order, its choices, the list and the Deliveries screen are read again.
 */
export function rescheduleDeliveryMutationOptions(queryClient: QueryClient, orderId: string) {
  return mutationOptions({
    mutationFn: (request: RescheduleDeliveryRequest) =>
      api.put<AdminOrder>(adminOrdersApiPaths.delivery(orderId), request),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all })
      void queryClient.invalidateQueries({ queryKey: deliveriesKeys.all })
    },
  })
}

export function useRescheduleDelivery(orderId: string) {
  return useMutation(rescheduleDeliveryMutationOptions(useQueryClient(), orderId))
}
