import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import type { AdminShippingZones } from '#shared/schemas/admin-settings.ts'
import { api } from '#web/lib/api-client.ts'
import { settingsKeys } from './settings-keys.ts'

/** The delivery zones checkout offers, with their fees. */
export const shippingZonesQueryOptions = queryOptions({
  queryKey: settingsKeys.shippingZones(),
  queryFn: ({ signal }) => api.get<AdminShippingZones>(adminSettingsApiPaths.shippingZones, signal),
  select: (data) => data.items,
})

export function useShippingZones() {
  return useQuery(shippingZonesQueryOptions)
}
