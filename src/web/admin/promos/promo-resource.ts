import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import type { AdminPromo } from '#shared/schemas/admin-catalog-views.ts'
import { defineCatalogResource } from '#web/admin/catalog/api/catalog-resource.ts'

export const promoResource = defineCatalogResource<AdminPromo>({
  key: 'promos',
  paths: adminCatalogApiPaths.promos,
  label: 'Promo',
  nameOf: (promo) => promo.title,
})
