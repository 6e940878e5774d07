import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import {
  aboutSettingsInputSchema,
  adminSettingsSchema,
  checkoutSettingsInputSchema,
  gcashSettingsInputSchema,
  homepageSettingsInputSchema,
  onlinePaymentSettingsInputSchema,
  searchSettingsInputSchema,
  siteSettingsInputSchema,
} from '#shared/schemas/admin-settings.ts'
import {
  aboutSettingsSchema,
  checkoutSettingsSchema,
  gcashSettingsSchema,
  homepageSettingsSchema,
  onlinePaymentSettingsSchema,
  searchSettingsSchema,
  siteSettingsSchema,
} from '#shared/schemas/settings.ts'
import { saveHomepageSettings } from './admin-settings-homepage.ts'
import { readAdminSettings } from './admin-settings-view.ts'
import {
  saveAboutSettings,
  saveCheckoutSettings,
  saveGcashSettings,
  saveOnlinePaymentSettings,
  saveSearchSettings,
  saveSiteSettings,
} from './save-settings-section.ts'
import { settingsAnswer } from './settings-docs.ts'

/**
 * `/api/admin/settings` (admin only): General, Manual Payment Methods (GCash), Online
 * payments, Homepage, Search words and About
 * page sections, and (read
 * only, from the environment) the public address links in emails are built on. Each
 * PUT is validated whole before anything is written, so a refused save changes
 * nothing. `/api/site` and `/api/homepage` are served from the catalog cache, which
 * a save of their section empties; `/api/checkout/options` reads the row on every
 * request. Either way the storefront shows a saved change at once.
 */
export function adminSettingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get('/', settingsAnswer('The shop settings', adminSettingsSchema), async (c) =>
      c.json(await readAdminSettings(deps)),
    )
    .put(
      '/checkout',
      settingsAnswer('Save Settings > Checkout (phone verification)', checkoutSettingsSchema),
      validate('json', checkoutSettingsInputSchema),
      async (c) => c.json(await saveCheckoutSettings(deps, c.req.valid('json'))),
    )
    .put(
      '/site',
      settingsAnswer('Save Settings > General', siteSettingsSchema),
      validate('json', siteSettingsInputSchema),
      async (c) => c.json(await saveSiteSettings(deps, c.req.valid('json'))),
    )
    .put(
      '/gcash',
      settingsAnswer('Save Settings > Manual Payment Methods (GCash)', gcashSettingsSchema),
      validate('json', gcashSettingsInputSchema),
      async (c) => c.json(await saveGcashSettings(deps, c.req.valid('json'))),
    )
    .put(
      '/online-payments',
      settingsAnswer(
        'Save Settings > Online payments (methods, deadline, switching to cash)',
        onlinePaymentSettingsSchema,
      ),
      validate('json', onlinePaymentSettingsInputSchema),
      async (c) => c.json(await saveOnlinePaymentSettings(deps, c.req.valid('json'))),
    )
    .put(
      '/homepage',
      settingsAnswer('Save the homepage pictures', homepageSettingsSchema),
      validate('json', homepageSettingsInputSchema),
      async (c) => c.json(await saveHomepageSettings(deps, c.req.valid('json'))),
    )
    .put(
      '/search',
      settingsAnswer(
        'Save Settings > Search words (synonyms and spacing variants)',
        searchSettingsSchema,
      ),
      validate('json', searchSettingsInputSchema),
      async (c) => c.json(await saveSearchSettings(deps, c.req.valid('json'))),
    )
    .put(
      '/about',
      settingsAnswer('Save Settings > About page figures', aboutSettingsSchema),
      validate('json', aboutSettingsInputSchema),
      async (c) => c.json(await saveAboutSettings(deps, c.req.valid('json'))),
    )
}
