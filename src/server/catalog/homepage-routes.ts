import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { getSettings } from '../settings/settings-repo'
import { sendEntry } from './cached-response'
import { makeEntry } from './catalog-cache'

/**
 * `/api/homepage`: the hero and category images of the homepage settings. Read on
 * every request rather than cached: settings are saved by the settings screens, which
 * do not go through the catalog's change feed, and a primary-key read is cheap. The
 * ETag still spares the body when nothing changed.
 */
export function homepageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const homepage = await getSettings(deps.db, 'homepage')
    return sendEntry(c, deps.catalogCache, makeEntry(JSON.stringify(homepage), null))
  })
}
