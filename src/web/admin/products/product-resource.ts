import { adminApiPaths } from '#shared/admin-api-paths.ts'
import type { AdminProduct } from '#shared/schemas/admin-catalog-views.ts'
import { defineCatalogResource } from '#web/admin/catalog/catalog-resource.ts'

/** The products screen's list, save, delete and visibility calls (toasts 'Product …'). */
export const productResource = defineCatalogResource<AdminProduct>({
  key: 'products',
  paths: adminApiPaths.products,
  label: 'Product',
  nameOf: (product) => product.name,
})
