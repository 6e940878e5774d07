import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import type { AdminBundle } from '#shared/schemas/admin-catalog-views.ts'
import { defineCatalogResource } from '#web/admin/catalog/api/catalog-resource.ts'

export const bundleResource = defineCatalogResource<AdminBundle>({
  key: 'bundles',
  paths: adminCatalogApiPaths.bundles,
  label: 'Bundle',
  nameOf: (bundle) => bundle.name,
})
