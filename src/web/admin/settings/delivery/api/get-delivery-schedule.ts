import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminDeliveryScheduleApiPaths } from '#shared/api-paths/delivery.ts'
import type { AdminDeliverySchedule } from '#shared/schemas/delivery.ts'
import { api } from '#web/lib/api-client.ts'
import { deliveryScheduleKeys } from './delivery-schedule-keys.ts'

/** Every zone's delivery schedule and the shop's closed dates from today on. */
export const deliveryScheduleQueryOptions = queryOptions({
  queryKey: deliveryScheduleKeys.all(),
  queryFn: ({ signal }) =>
    api.get<AdminDeliverySchedule>(adminDeliveryScheduleApiPaths.schedule, signal),
})

export function useDeliverySchedule() {
  return useQuery(deliveryScheduleQueryOptions)
}
