import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

/** The dates and windows staff may move this order to (full ones marked). */
export function deliverySlotsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ordersKeys.deliverySlots(orderId),
    queryFn: ({ signal }) =>
      api.get<DeliverySlots>(adminOrdersApiPaths.deliverySlots(orderId), signal),
  })
}

export function useDeliverySlots(orderId: string) {
  return useQuery(deliverySlotsQueryOptions(orderId))
}
