import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminDeliveryScheduleApiPaths } from '#shared/api-paths/delivery.ts'
import type {
  AdminDeliverySchedule,
  AdminZoneSchedule,
  ZoneScheduleInput,
} from '#shared/schemas/delivery.ts'
import { api } from '#web/lib/api-client.ts'
import { isSettingsBacked } from '#web/lib/settings-backed.ts'
import { deliveryScheduleKeys } from './delivery-schedule-keys.ts'

/**
 * Saves one zone's whole schedule (PUT answers it as saved), keeps the screen's copy
 * in step and refreshes what this browser read from the settings (the FAQ's promise).
 */
export function saveZoneScheduleMutationOptions(queryClient: QueryClient, zoneId: number) {
  return mutationOptions({
    mutationFn: (input: ZoneScheduleInput) =>
      api.put<AdminZoneSchedule>(adminDeliveryScheduleApiPaths.zoneSchedule(zoneId), input),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminDeliverySchedule>(deliveryScheduleKeys.all(), (current) =>
        current
          ? {
              ...current,
              zones: current.zones.map((z) => (z.zoneId === saved.zoneId ? saved : z)),
            }
          : current,
      )
      void queryClient.invalidateQueries({ predicate: isSettingsBacked })
    },
  })
}

export function useSaveZoneSchedule(zoneId: number) {
  return useMutation(saveZoneScheduleMutationOptions(useQueryClient(), zoneId))
}
