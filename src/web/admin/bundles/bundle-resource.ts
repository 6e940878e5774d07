import { adminApiPaths } from '../../../shared/admin-api-paths'
import type { AdminBundle } from '../../../shared/schemas/admin-catalog-views'
import { defineCatalogResource } from '../catalog/catalog-resource'

export const bundleResource = defineCatalogResource<AdminBundle>({
  key: 'bundles',
  paths: adminApiPaths.bundles,
  label: 'Bundle',
  nameOf: (bundle) => bundle.name,
})
