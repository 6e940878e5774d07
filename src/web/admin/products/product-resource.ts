import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import type { AdminProduct } from '#shared/schemas/admin-catalog-views.ts'
import { defineCatalogResource } from '#web/admin/catalog/api/catalog-resource.ts'

/** The products screen's list, save, delete and visibility calls (toasts 'Product …'). */
export const productResource = defineCatalogResource<AdminProduct>({
  key: 'products',
  paths: adminCatalogApiPaths.products,
  label: 'Product',
  nameOf: (product) => product.name,
})
