import type { AppDeps } from '#server/app-env.ts'
import { bundles } from '#server/db/schema/catalog.ts'
import { bundleInputSchema } from '#shared/schemas/admin-catalog.ts'
import { BUNDLE, listAdminBundles, loadAdminBundle, saveBundle } from './admin-bundle-queries.ts'
import { contentRoutes } from './admin-content-routes.ts'

/**
 * `/api/admin/bundles`. Deleting a bundle that was bought is allowed: order lines
 * keep their copied name and prices, and their bundle reference becomes null.
 */
export function adminBundleRoutes(deps: AppDeps) {
  return contentRoutes(deps, {
    table: bundles,
    what: BUNDLE,
    inputSchema: bundleInputSchema,
    list: listAdminBundles,
    load: loadAdminBundle,
    save: saveBundle,
  })
}
