import { bundleInputSchema } from '../../shared/schemas/admin-catalog'
import type { AppDeps } from '../app-env'
import { bundles } from '../db/schema/catalog'
import { BUNDLE, listAdminBundles, loadAdminBundle, saveBundle } from './admin-bundle-queries'
import { contentRoutes } from './admin-content-routes'

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
