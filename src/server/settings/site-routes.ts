import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { serveCached } from '#server/catalog/cached-response.ts'
import { sameDayDelivery } from '#server/delivery/delivery-schedule-repo.ts'
import { hasHostedStore } from '#server/hosted-store/hosted-store-from-config.ts'
import { type PublicSite, publicSiteResponseSchema } from '#shared/schemas/settings.ts'
import { settingsAnswer } from './settings-docs.ts'
import { getSettings } from './settings-repo.ts'

/**
 * `/api/site`: the public face of the settings (footer contact, delivery threshold,
 * the About page's figures) and the same-day promise the FAQ states, read from the zones' delivery schedules.
 * Every page asks for it, so it is served from the catalog cache like the catalog
 * reads (docs/performance.md); saving the site settings or a delivery schedule
 * empties the cache, so a change still shows at once.
 */
export function siteRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/',
    settingsAnswer(
      'The public site: footer contact, free delivery, same-day',
      publicSiteResponseSchema,
    ),
    (c) =>
      serveCached(c, deps, 'settings|site', async () => {
        const [site, sameDay, about] = await Promise.all([
          getSettings(deps.db, 'site'),
          sameDayDelivery(deps.db),
          getSettings(deps.db, 'about'),
        ])
        const hostedStore = hasHostedStore(deps.config)
        return {
          value: { ...site, sameDayDelivery: sameDay, hostedStore, about } satisfies PublicSite,
          stockOf: [],
        }
      }),
  )
}
