import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminDeliveryScheduleApiPaths } from '#shared/api-paths/delivery.ts'
import type { ClosedDateHoldsOrdersBody, ClosedDateOrder } from '#shared/closed-dates.ts'
import type { ClosedDateAdded, ClosedDateInput } from '#shared/schemas/delivery.ts'
import { ordersKeys } from '#web/admin/orders/api/orders-keys.ts'
import { api, isApiError } from '#web/lib/api-client.ts'
import { isSettingsBacked } from '#web/lib/settings-backed.ts'
import { deliveryScheduleKeys } from './delivery-schedule-keys.ts'

/**
 * Closes the shop on a date; checkout stops offering it at once. A date that holds
 * orders answers 409 with them (`closedDateOrdersOf`) and closes only when sent again
 * with `moveTo`: then its orders are moved too.
 */
export function addClosedDateMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (input: ClosedDateInput) =>
      api.post<ClosedDateAdded>(adminDeliveryScheduleApiPaths.closedDates, input),
    onSuccess: (added) => {
      void queryClient.invalidateQueries({ queryKey: deliveryScheduleKeys.all() })
      // Checkout's delivery dates in this browser.
      void queryClient.invalidateQueries({ predicate: isSettingsBacked })
      if (added.movedOrders > 0) void queryClient.invalidateQueries({ queryKey: ordersKeys.all })
    },
  })
}

export function useAddClosedDate() {
  return useMutation(addClosedDateMutationOptions(useQueryClient()))
}

/** The orders of a 409 'that date holds orders', or null for any other failure. */
export function closedDateOrdersOf(error: unknown): ClosedDateOrder[] | null {
  if (!isApiError(error) || error.status !== 409) return null
  const payload = error.payload as Partial<ClosedDateHoldsOrdersBody> | undefined
  return Array.isArray(payload?.orders) && payload.orders.length > 0 ? payload.orders : null
}
