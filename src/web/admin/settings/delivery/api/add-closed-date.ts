import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminDeliveryScheduleApiPaths } from '#shared/api-paths/delivery.ts'
import type { ClosedDate, ClosedDateInput } from '#shared/schemas/delivery.ts'
import { api } from '#web/lib/api-client.ts'
import { isSettingsBacked } from '#web/lib/settings-backed.ts'
import { deliveryScheduleKeys } from './delivery-schedule-keys.ts'

/** Closes the shop on a date; checkout stops offering it at once. */
export function addClosedDateMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (input: ClosedDateInput) =>
      api.post<ClosedDate>(adminDeliveryScheduleApiPaths.closedDates, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deliveryScheduleKeys.all() })
      // Checkout's delivery dates in this browser.
      void queryClient.invalidateQueries({ predicate: isSettingsBacked })
    },
  })
}

export function useAddClosedDate() {
  return useMutation(addClosedDateMutationOptions(useQueryClient()))
}
