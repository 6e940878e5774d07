import { adminApiPaths } from '../../../shared/admin-api-paths'
import type { AdminProduct } from '../../../shared/schemas/admin-catalog-views'
import { defineCatalogResource } from '../catalog/catalog-resource'

/** The products screen's list, save, delete and visibility calls (toasts 'Product …'). */
export const productResource = defineCatalogResource<AdminProduct>({
  key: 'products',
  paths: adminApiPaths.products,
  label: 'Product',
  nameOf: (product) => product.name,
})
