import { queryOptions, useQuery } from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'
import { rememberDeliveryTimes } from '#web/checkout/seen-delivery-times.ts'
import { api } from '#web/lib/api-client.ts'
import { settingsBackedMeta } from '#web/lib/settings-backed.ts'
import { checkoutKeys } from './checkout-keys.ts'

/**
 * `GET /api/checkout/delivery-slots?zoneId=`: the dates and windows the zone can still
 * take, earliest first, full windows marked. Places fill up while shoppers type, so
 * the answer is kept only briefly; a copy stays on the device to show (never to book)
 * at checkout offline.
 */
export function deliverySlotsQueryOptions(zoneId: number) {
  return queryOptions({
    queryKey: checkoutKeys.deliverySlots(zoneId),
    queryFn: async ({ signal }) => {
      const slots = await api.get<DeliverySlots>(orderApiPaths.deliverySlots(zoneId), signal)
      rememberDeliveryTimes(slots)
      return slots
    },
    staleTime: 30_000,
    meta: settingsBackedMeta,
  })
}

/** The chosen zone's slots; nothing is asked until a zone is chosen. */
export function useDeliverySlots(zoneId: number | undefined) {
  return useQuery({ ...deliverySlotsQueryOptions(zoneId ?? 0), enabled: zoneId !== undefined })
}
