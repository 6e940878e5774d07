import { queryOptions, useQuery } from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'
import { api } from '#web/lib/api-client.ts'
import { settingsBackedMeta } from '#web/lib/settings-backed.ts'
import { checkoutKeys } from './checkout-keys.ts'

/**
 * `GET /api/checkout/delivery-slots?zoneId=`: the dates and windows the zone can still
 * take, earliest first, full windows marked. Places fill up while shoppers type, so
 * the answer is kept only briefly.
 */
export function deliverySlotsQueryOptions(zoneId: number) {
  return queryOptions({
    queryKey: checkoutKeys.deliverySlots(zoneId),
    queryFn: ({ signal }) => api.get<DeliverySlots>(orderApiPaths.deliverySlots(zoneId), signal),
    staleTime: 30_000,
    meta: settingsBackedMeta,
  })
}

/** The chosen zone's slots; nothing is asked until a zone is chosen. */
export function useDeliverySlots(zoneId: number | undefined) {
  return useQuery({ ...deliverySlotsQueryOptions(zoneId ?? 0), enabled: zoneId !== undefined })
}
