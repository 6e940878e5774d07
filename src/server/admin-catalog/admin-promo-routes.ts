import type { AppDeps } from '#server/app-env.ts'
import { promoInputSchema } from '#shared/schemas/admin-catalog.ts'
import { adminPromoSchema } from '#shared/schemas/admin-catalog-views.ts'
import { catalogItemRoutes } from './admin-item-routes.ts'
import { promoRepo } from './admin-promo-repo.ts'

/** `/api/admin/promos`: every promo, whatever its date window. */
export function adminPromoRoutes(deps: AppDeps) {
  return catalogItemRoutes(
    deps,
    { noun: 'promo', input: promoInputSchema, answer: adminPromoSchema },
    promoRepo,
  )
}
