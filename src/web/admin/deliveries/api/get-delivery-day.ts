import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminDeliveriesApiPaths } from '#shared/api-paths/delivery.ts'
import type { DeliveryDay } from '#shared/schemas/delivery.ts'
import { api } from '#web/lib/api-client.ts'
import { deliveriesKeys } from './deliveries-keys.ts'

/** One Manila date's orders by window and zone, and its packing list. */
export function deliveryDayQueryOptions(date: string) {
  return queryOptions({
    queryKey: deliveriesKeys.day(date),
    queryFn: ({ signal }) => api.get<DeliveryDay>(adminDeliveriesApiPaths.day(date), signal),
    // While the next day loads, keep showing the last one (dimmed).
    placeholderData: keepPreviousData,
  })
}

export function useDeliveryDay(date: string) {
  return useQuery(deliveryDayQueryOptions(date))
}
