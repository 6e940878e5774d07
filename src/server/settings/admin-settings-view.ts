import type { AppDeps } from '#server/app-env.ts'
import { phoneVerificationOn } from '#server/phone-verification/phone-verification.ts'
import { paymentGatewayApiPaths } from '#shared/api-paths/orders.ts'
import type { AdminSettings } from '#shared/schemas/admin-settings.ts'
import type { CheckoutSettings } from '#shared/schemas/settings.ts'
import { getSettings } from './settings-repo.ts'

/** Settings > Checkout as checkout applies it: phones are verified only with an SMS gateway. */
export async function checkoutAsApplied(
  deps: Pick<AppDeps, 'db' | 'sms'>,
): Promise<CheckoutSettings> {
  return { verifyPhones: await phoneVerificationOn(deps) }
}

/** `GET /api/admin/settings`: the sections the screen edits, and what the environment sets. */
export async function readAdminSettings(deps: AppDeps): Promise<AdminSettings> {
  const [site, gcash, onlinePayments, homepage, checkout, search, about] = await Promise.all([
    getSettings(deps.db, 'site'),
    getSettings(deps.db, 'gcash'),
    getSettings(deps.db, 'onlinePayments'),
    getSettings(deps.db, 'homepage'),
    checkoutAsApplied(deps),
    getSettings(deps.db, 'search'),
    getSettings(deps.db, 'about'),
  ])
  const { siteOrigin, publicUrl } = deps.config
  const publicAddress = { siteOrigin, publicUrlConfigured: publicUrl !== undefined }
  return {
    site,
    gcash,
    onlinePayments,
    paymentGateway: {
      configured: deps.paymentGateway !== undefined,
      mode: deps.paymentGateway?.mode ?? null,
      webhookUrl: `${siteOrigin}${paymentGatewayApiPaths.paymongoWebhook}`,
    },
    checkout,
    sms: { configured: deps.sms !== undefined },
    homepage,
    search,
    about,
    publicAddress,
  }
}
