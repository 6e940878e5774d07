import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminDeliveryScheduleApiPaths } from '#shared/api-paths/delivery.ts'
import type { ClosedDate } from '#shared/schemas/delivery.ts'
import { api } from '#web/lib/api-client.ts'
import { isSettingsBacked } from '#web/lib/settings-backed.ts'
import { deliveryScheduleKeys } from './delivery-schedule-keys.ts'

/** Opens a closed date again; checkout offers it at once. */
export function removeClosedDateMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (closed: ClosedDate) =>
      api.delete<void>(adminDeliveryScheduleApiPaths.closedDate(closed.date)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deliveryScheduleKeys.all() })
      // Checkout's delivery dates in this browser.
      void queryClient.invalidateQueries({ predicate: isSettingsBacked })
    },
  })
}

export function useRemoveClosedDate() {
  return useMutation(removeClosedDateMutationOptions(useQueryClient()))
}
