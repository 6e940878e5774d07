import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminApiPaths } from '#shared/admin-api-paths.ts'
import type { DashboardSummary } from '#shared/schemas/admin-catalog-views.ts'
import { catalogDependentKeys } from '#web/admin/catalog/catalog-resource.ts'
import { api } from '#web/lib/api-client.ts'

/**
 * The dashboard's figures. Its key is the one catalog writes invalidate, so a product
 * added elsewhere shows here at once; coming back to the tab refetches, so orders
 * placed meanwhile are counted.
 */
export const dashboardQueryOptions = queryOptions({
  queryKey: catalogDependentKeys.dashboard,
  queryFn: ({ signal }) => api.get<DashboardSummary>(adminApiPaths.dashboard, signal),
  refetchOnWindowFocus: true,
})

export function useDashboard() {
  return useQuery(dashboardQueryOptions)
}
