import { queryOptions, useQuery } from '@tanstack/react-query'
import { addressApiPaths } from '#shared/api-paths/address.ts'
import type { CityBarangays } from '#shared/schemas/address.ts'
import { api } from '#web/lib/api-client.ts'
import { checkoutKeys } from './checkout-keys.ts'

/**
 * `GET /api/address/cities/:code/barangays`: the chosen city's barangays (PSGC). The
 * list changes only with a new release of the shop, so it is kept for the visit.
 */
export function cityBarangaysQueryOptions(cityCode: string) {
  return queryOptions({
    queryKey: checkoutKeys.barangays(cityCode),
    queryFn: ({ signal }) => api.get<CityBarangays>(addressApiPaths.barangays(cityCode), signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The city's barangays; nothing is asked until a city is chosen. */
export function useCityBarangays(cityCode: string | undefined) {
  return useQuery({ ...cityBarangaysQueryOptions(cityCode ?? ''), enabled: Boolean(cityCode) })
}
