import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import type { ZoneCitiesResponse } from '#shared/schemas/admin-settings.ts'
import { api } from '#web/lib/api-client.ts'
import { refreshShippingZones } from './refresh-shipping-zones.ts'
import { settingsKeys } from './settings-keys.ts'

/** Sets the cities a zone delivers to; checkout offers them at once. */
export function saveZoneCitiesMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ zoneId, cityCodes }: { zoneId: number; cityCodes: string[] }) =>
      api.put<ZoneCitiesResponse>(adminSettingsApiPaths.zoneCities(zoneId), {
        cityCodes,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKeys.zoneCities(), data)
      refreshShippingZones(queryClient)
    },
  })
}

export function useSaveZoneCities() {
  return useMutation(saveZoneCitiesMutationOptions(useQueryClient()))
}
