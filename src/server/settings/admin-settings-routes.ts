import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { notifyCatalogChanged } from '#server/catalog/catalog-changes.ts'
import { validationFailed } from '#server/http/errors.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { phoneVerificationOn } from '#server/phone-verification/phone-verification.ts'
import { phoneVerificationMessages } from '#shared/phone-verification.ts'
import {
  type AdminSettings,
  checkoutSettingsInputSchema,
  gcashSettingsInputSchema,
  homepageSettingsInputSchema,
  siteSettingsInputSchema,
} from '#shared/schemas/admin-settings.ts'
import type { CheckoutSettings, GcashSettings, SiteSettings } from '#shared/schemas/settings.ts'
import { saveHomepageSettings } from './admin-settings-homepage.ts'
import { getSettings, lockSettings, putSettings } from './settings-repo.ts'

/**
 * `/api/admin/settings` (admin only): General, GCash and Homepage sections, and (read
 * only, from the environment) the public address links in emails are built on. Each
 * PUT is validated whole before anything is written, so a refused save changes
 * nothing. `/api/site` and `/api/homepage` are served from the catalog cache, which
 * a save of their section empties; `/api/checkout/options` reads the row on every
 * request. Either way the storefront shows a saved change at once.
 */
export function adminSettingsRoutes(deps: AppDeps) {
  const checkoutAsApplied = async (): Promise<CheckoutSettings> => ({
    verifyPhones: await phoneVerificationOn(deps),
  })
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get('/', async (c) => {
      const [site, gcash, homepage, checkout] = await Promise.all([
        getSettings(deps.db, 'site'),
        getSettings(deps.db, 'gcash'),
        getSettings(deps.db, 'homepage'),
        checkoutAsApplied(),
      ])
      const { siteOrigin, publicUrl } = deps.config
      const publicAddress = { siteOrigin, publicUrlConfigured: publicUrl !== undefined }
      const sms = { configured: deps.sms !== undefined }
      return c.json({ site, gcash, checkout, sms, homepage, publicAddress } satisfies AdminSettings)
    })
    .put('/checkout', validate('json', checkoutSettingsInputSchema), async (c) => {
      const { verifyPhones } = c.req.valid('json')
      // Without a gateway a shopper could never receive the code: it cannot be turned on.
      if (verifyPhones && !deps.sms) {
        throw validationFailed(
          { verifyPhones: phoneVerificationMessages.noGateway },
          phoneVerificationMessages.noGateway,
        )
      }
      await putSettings(deps.db, 'checkout', { verifyPhones }, deps.now())
      return c.json(await checkoutAsApplied())
    })
    .put('/site', validate('json', siteSettingsInputSchema), async (c) => {
      const input = c.req.valid('json')
      const site: SiteSettings = await deps.db.transaction(async (tx) => {
        await lockSettings(tx, 'site')
        const stored = await getSettings(tx, 'site')
        const next = {
          ...input,
          packedWeightTolerancePercent:
            input.packedWeightTolerancePercent ?? stored.packedWeightTolerancePercent,
        }
        await putSettings(tx, 'site', next, deps.now())
        // /api/site is served from the catalog cache.
        await notifyCatalogChanged(tx, deps.catalogCache)
        return next
      })
      return c.json(site)
    })
    .put('/gcash', validate('json', gcashSettingsInputSchema), async (c) => {
      const input = c.req.valid('json')
      const gcash: GcashSettings = await deps.db.transaction(async (tx) => {
        await lockSettings(tx, 'gcash')
        const stored = await getSettings(tx, 'gcash')
        const next = {
          ...input,
          paymentDeadlineHours: input.paymentDeadlineHours ?? stored.paymentDeadlineHours,
        }
        await putSettings(tx, 'gcash', next, deps.now())
        return next
      })
      return c.json(gcash)
    })
    .put('/homepage', validate('json', homepageSettingsInputSchema), async (c) => {
      return c.json(await saveHomepageSettings(deps, c.req.valid('json')))
    })
}
