import type { AppDeps } from '#server/app-env.ts'
import { bundleInputSchema } from '#shared/schemas/admin-catalog.ts'
import { adminBundleSchema } from '#shared/schemas/admin-catalog-views.ts'
import { bundleRepo } from './admin-bundle-repo.ts'
import { catalogItemRoutes } from './admin-item-routes.ts'

/**
 * `/api/admin/bundles`. Deleting a bundle that was bought is allowed: order lines
 * keep their copied name and prices, and their bundle reference becomes null.
 */
export function adminBundleRoutes(deps: AppDeps) {
  return catalogItemRoutes(
    deps,
    { noun: 'bundle', input: bundleInputSchema, answer: adminBundleSchema },
    bundleRepo,
  )
}
