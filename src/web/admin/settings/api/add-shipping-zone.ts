import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import type { AdminShippingZone, ShippingZoneInput } from '#shared/schemas/admin-settings.ts'
import { api } from '#web/lib/api-client.ts'
import { refreshShippingZones } from './refresh-shipping-zones.ts'

/** Adds a delivery zone; the form says what happened. */
export function addShippingZoneMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (input: ShippingZoneInput) =>
      api.post<AdminShippingZone>(adminSettingsApiPaths.shippingZones, input),
    onSuccess: () => refreshShippingZones(queryClient),
  })
}

export function useAddShippingZone() {
  return useMutation(addShippingZoneMutationOptions(useQueryClient()))
}
