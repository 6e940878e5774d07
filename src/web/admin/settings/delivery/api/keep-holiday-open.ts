import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminDeliveryScheduleApiPaths } from '#shared/api-paths/delivery.ts'
import type { HolidaySuggestion } from '#shared/closed-dates.ts'
import { api } from '#web/lib/api-client.ts'
import { deliveryScheduleKeys } from './delivery-schedule-keys.ts'

/** The admin keeps a suggested holiday open: it is not offered again. */
export function keepHolidayOpenMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (holiday: Pick<HolidaySuggestion, 'date'>) =>
      api.post<void>(adminDeliveryScheduleApiPaths.keepHolidayOpen(holiday.date)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deliveryScheduleKeys.all() })
    },
  })
}

export function useKeepHolidayOpen() {
  return useMutation(keepHolidayOpenMutationOptions(useQueryClient()))
}
