import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { serveCached } from '#server/catalog/cached-response.ts'
import { getSettings } from './settings-repo.ts'

/**
 * `/api/site`: the public face of the settings (footer contact, delivery threshold).
 * Every page asks for it, so it is served from the catalog cache like the catalog
 * reads (docs/performance.md); saving the site settings empties the cache
 * (admin-settings-routes.ts), so a change still shows at once.
 */
export function siteRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) =>
    serveCached(c, deps, 'settings|site', async () => ({
      value: await getSettings(deps.db, 'site'),
    })),
  )
}
