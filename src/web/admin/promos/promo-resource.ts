import { adminApiPaths } from '#shared/admin-api-paths.ts'
import type { AdminPromo } from '#shared/schemas/admin-catalog-views.ts'
import { defineCatalogResource } from '#web/admin/catalog/catalog-resource.ts'

export const promoResource = defineCatalogResource<AdminPromo>({
  key: 'promos',
  paths: adminApiPaths.promos,
  label: 'Promo',
  nameOf: (promo) => promo.title,
})
