import { promoInputSchema } from '../../shared/schemas/admin-catalog'
import type { AppDeps } from '../app-env'
import { promos } from '../db/schema/catalog'
import { contentRoutes } from './admin-content-routes'
import { listAdminPromos, loadAdminPromo, PROMO, savePromo } from './admin-promo-queries'

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
