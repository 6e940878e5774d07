import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminSettingsApiPaths } from '#shared/admin-settings-api-paths.ts'
import type { AdminShippingZone, ShippingZoneInput } from '#shared/schemas/admin-settings.ts'
import { api } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'
import { settingsQueryKeys } from './settings-query-keys.ts'

export function useShippingZones() {
  return useQuery({
    queryKey: settingsQueryKeys.shippingZones,
    queryFn: ({ signal }) =>
      api.get<{ items: AdminShippingZone[] }>(adminSettingsApiPaths.shippingZones, signal),
    select: (data) => data.items,
  })
}

function useRefreshZones() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: settingsQueryKeys.shippingZones })
    void queryClient.invalidateQueries({ queryKey: ['checkout', 'options'] })
  }
}

export function useAddShippingZone() {
  const refresh = useRefreshZones()
  return useMutation({
    mutationFn: (input: ShippingZoneInput) =>
      api.post<AdminShippingZone>(adminSettingsApiPaths.shippingZones, input),
    onSuccess: refresh,
  })
}

export function useRemoveShippingZone() {
  const refresh = useRefreshZones()
  return useMutation({
    mutationFn: (zone: AdminShippingZone) =>
      api.delete<void>(adminSettingsApiPaths.shippingZone(zone.id)),
    onSuccess: (_nothing, zone) => {
      refresh()
      toast.success('Shipping Zone Removed', {
        description: `${zone.zoneName} is no longer offered at checkout.`,
      })
    },
    onError: (error) => {
      toast.error('Shipping Zone Not Removed', { description: error.message })
    },
  })
}
