import type { AppDeps } from '#server/app-env.ts'
import { promos } from '#server/db/schema/catalog.ts'
import { promoInputSchema } from '#shared/schemas/admin-catalog.ts'
import { contentRoutes } from './admin-content-routes.ts'
import { listAdminPromos, loadAdminPromo, PROMO, savePromo } from './admin-promo-queries.ts'

/** `/api/admin/promos`: every promo, whatever its date window. */
export function adminPromoRoutes(deps: AppDeps) {
  return contentRoutes(deps, {
    table: promos,
    what: PROMO,
    inputSchema: promoInputSchema,
    list: listAdminPromos,
    load: loadAdminPromo,
    save: savePromo,
  })
}
