import { adminApiPaths } from '#shared/admin-api-paths.ts'
import type { AdminBundle } from '#shared/schemas/admin-catalog-views.ts'
import { defineCatalogResource } from '#web/admin/catalog/catalog-resource.ts'

export const bundleResource = defineCatalogResource<AdminBundle>({
  key: 'bundles',
  paths: adminApiPaths.bundles,
  label: 'Bundle',
  nameOf: (bundle) => bundle.name,
})
