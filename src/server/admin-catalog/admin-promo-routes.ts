import type { AppDeps } from '#server/app-env.ts'
import { promoInputSchema } from '#shared/schemas/admin-catalog.ts'
import { contentRoutes } from './admin-content-routes.ts'
import { promoRepo } from './admin-promo-repo.ts'

/** `/api/admin/promos`: every promo, whatever its date window. */
export function adminPromoRoutes(deps: AppDeps) {
  return contentRoutes(deps, promoInputSchema, promoRepo)
}
