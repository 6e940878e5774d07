import { adminApiPaths } from '../../../shared/admin-api-paths'
import type { AdminPromo } from '../../../shared/schemas/admin-catalog-views'
import { defineCatalogResource } from '../catalog/catalog-resource'

export const promoResource = defineCatalogResource<AdminPromo>({
  key: 'promos',
  paths: adminApiPaths.promos,
  label: 'Promo',
  nameOf: (promo) => promo.title,
})
