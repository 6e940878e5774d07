import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import type { AdminShippingZone } from '#shared/schemas/admin-settings.ts'
import { api } from '#web/lib/api-client.ts'
import { refreshShippingZones } from './refresh-shipping-zones.ts'

/** Removes a delivery zone; checkout stops offering it at once. */
export function removeShippingZoneMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (zone: AdminShippingZone) =>
      api.delete<void>(adminSettingsApiPaths.shippingZone(zone.id)),
    onSuccess: () => refreshShippingZones(queryClient),
  })
}

export function useRemoveShippingZone() {
  return useMutation(removeShippingZoneMutationOptions(useQueryClient()))
}
