import { queryOptions, useQuery } from '@tanstack/react-query'
import { dashboardApiPaths } from '#shared/api-paths/dashboard.ts'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import { api } from '#web/lib/api-client.ts'
import { dashboardKeys } from './dashboard-keys.ts'

/**
 * The dashboard's figures. Its key is the one catalog writes invalidate, so a product
 * added elsewhere shows here at once; coming back to the tab refetches, so orders
 * placed meanwhile are counted.
 */
export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.summary(),
  queryFn: ({ signal }) => api.get<DashboardSummary>(dashboardApiPaths.summary, signal),
  refetchOnWindowFocus: true,
})

export function useDashboard() {
  return useQuery(dashboardQueryOptions)
}
