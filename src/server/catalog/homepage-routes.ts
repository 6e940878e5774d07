import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { homepageSettingsSchema } from '#shared/schemas/settings.ts'
import { serveCached } from './cached-response.ts'

/**
 * `/api/homepage`: the hero and category images of the homepage settings, served
 * from the catalog cache. Saving them empties the cache through the catalog's change
 * feed (admin-settings-homepage.ts). Read on every request instead, this read and
 * /api/site's held the home page's API calls to 13 % of a bare node:http server's
 * rate on PGlite (bench/catalog-throughput.mjs; budget 50 %), where every query
 * waits for the one connection.
 */
export function homepageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/',
    documented({
      summary: "The home page's hero and category images",
      tags: ['catalog'],
      answers: { 200: homepageSettingsSchema },
    }),
    (c) =>
      serveCached(c, deps, 'settings|homepage', async () => ({
        value: await getSettings(deps.db, 'homepage'),
        stockOf: [],
      })),
  )
}
