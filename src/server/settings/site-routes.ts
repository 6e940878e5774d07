import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { getSettings } from './settings-repo'

/** `/api/site`: the public face of the settings (footer contact, delivery threshold). */
export function siteRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const site = await getSettings(deps.db, 'site')
    c.header('Cache-Control', 'no-cache')
    return c.json(site)
  })
}
