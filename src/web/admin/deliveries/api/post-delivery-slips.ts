import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminDeliveriesApiPaths } from '#shared/api-paths/delivery.ts'
import type { DeliverySlips, DeliverySlipsRequest } from '#shared/schemas/delivery.ts'
import { api } from '#web/lib/api-client.ts'
import { deliveriesKeys } from './deliveries-keys.ts'

/**
 * A day's packing slips, or one window's. A POST: each call mints a fresh status link
 * per order (one of the order's 20), so it is asked once per visit of the page, never
 * again on focus or reconnect.
 */
export function deliverySlipsQueryOptions(request: DeliverySlipsRequest) {
  return queryOptions({
    queryKey: deliveriesKeys.slips(request.date, request.window ?? null),
    queryFn: () => api.post<DeliverySlips>(adminDeliveriesApiPaths.slips, request),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}

export function useDeliverySlips(request: DeliverySlipsRequest) {
  return useQuery(deliverySlipsQueryOptions(request))
}
