import type { QueryClient } from '@tanstack/react-query'
import { dashboardKeys } from '#web/admin/dashboard/api/dashboard-keys.ts'
import { adminProductsKeys } from '#web/admin/products/api/products-keys.ts'
import { catalogKeys } from './catalog-keys.ts'
import type { CatalogResource } from './catalog-resource.ts'

/** After a catalog write: the resource's lists, the dashboard's figures, and the product pickers. */
export function invalidateCatalog(queryClient: QueryClient, resource: CatalogResource<never>) {
  void queryClient.invalidateQueries({ queryKey: catalogKeys.all(resource.key) })
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })
  if (resource.key === 'products') {
    void queryClient.invalidateQueries({ queryKey: adminProductsKeys.options })
  }
}
