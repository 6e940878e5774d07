import type { AppDeps } from '#server/app-env.ts'
import { notifyCatalogChanged } from '#server/catalog/catalog-changes.ts'
import type { Queryable } from '#server/db/client.ts'
import { validationFailed } from '#server/http/errors.ts'
import { sweepMedia } from '#server/media/media-cleanup.ts'
import { mediaAssetsByKey } from '#server/media/media-repo.ts'
import { mediaKeyFromUrl } from '#shared/media.ts'
import { phoneVerificationMessages } from '#shared/phone-verification.ts'
import type { SiteSettingsUpdate } from '#shared/schemas/admin-settings.ts'
import type {
  AboutSettings,
  CheckoutSettings,
  GcashSettings,
  OnlinePaymentSettings,
  SearchSettings,
  SettingsKey,
  SettingsValue,
  SiteSettings,
} from '#shared/schemas/settings.ts'
import { checkoutAsApplied } from './admin-settings-view.ts'
import { getSettings, lockSettings, putSettings } from './settings-repo.ts'

type SaveDeps = Pick<AppDeps, 'db' | 'now' | 'catalogCache'>

/**
 * Saves a section over the stored one, under its row's lock: a field an older API
 * client leaves out keeps its stored value, never reset behind the admin's back.
 */
function saveOverStored<K extends SettingsKey>(
  deps: SaveDeps,
  key: K,
  merge: (stored: SettingsValue<K>) => SettingsValue<K>,
  afterWrite?: (tx: Queryable) => Promise<void>,
): Promise<SettingsValue<K>> {
  return deps.db.transaction(async (tx) => {
    await lockSettings(tx, key)
    const next = merge(await getSettings(tx, key))
    await putSettings(tx, key, next, deps.now())
    await afterWrite?.(tx)
    return next
  })
}

/** Settings > General. /api/site is served from the catalog cache, which the save empties. */
export function saveSiteSettings(deps: SaveDeps, input: SiteSettingsUpdate): Promise<SiteSettings> {
  return saveOverStored(
    deps,
    'site',
    (stored) => ({
      ...input,
      packedWeightTolerancePercent:
        input.packedWeightTolerancePercent ?? stored.packedWeightTolerancePercent,
    }),
    (tx) => notifyCatalogChanged(tx, deps.catalogCache),
  )
}

/**
 * Settings > Manual Payment Methods (GCash). An uploaded QR Ph code must be one this
 * shop stored (a made-up /media/ address would show shoppers a broken picture); one the
 * save replaced or removed is swept once the write has committed.
 */
export async function saveGcashSettings(
  deps: AppDeps,
  input: Omit<GcashSettings, 'paymentDeadlineHours' | 'manualEnabled' | 'qrImage'> & {
    paymentDeadlineHours?: number | undefined
    manualEnabled?: boolean | undefined
    qrImage?: string | null | undefined
  },
): Promise<GcashSettings> {
  let previousQr: string | null = null
  // A field an older client leaves out keeps what is stored, never a default behind the admin's back.
  const saved = await saveOverStored(
    deps,
    'gcash',
    (stored) => {
      previousQr = stored.qrImage
      return {
        ...input,
        paymentDeadlineHours: input.paymentDeadlineHours ?? stored.paymentDeadlineHours,
        manualEnabled: input.manualEnabled ?? stored.manualEnabled,
        qrImage: input.qrImage === undefined ? stored.qrImage : input.qrImage,
      }
    },
    async (tx) => {
      const key = input.qrImage ? mediaKeyFromUrl(input.qrImage) : null
      const known = input.qrImage && key ? await mediaAssetsByKey(tx, [key]) : null
      if (input.qrImage && (!key || !known?.has(key))) {
        throw validationFailed({
          qrImage: 'That image is no longer stored; please upload it again',
        })
      }
    },
  )
  if (previousQr !== null && previousQr !== saved.qrImage) {
    await sweepMedia(deps, [mediaKeyFromUrl(previousQr)])
  }
  return saved
}

/** Settings > Online payments (issue 32): the methods, the deadline, switching to cash. */
export function saveOnlinePaymentSettings(
  deps: SaveDeps,
  input: OnlinePaymentSettings,
): Promise<OnlinePaymentSettings> {
  // /api/site names the ways to pay (the footer, the FAQ): it is served from the catalog cache.
  return saveOverStored(
    deps,
    'onlinePayments',
    () => input,
    (tx) => notifyCatalogChanged(tx, deps.catalogCache),
  )
}

/**
 * Settings > Checkout. Without an SMS gateway a shopper could never receive the code,
 * so phone verification cannot be turned on. Answers the settings as applied.
 */
export async function saveCheckoutSettings(
  deps: Pick<AppDeps, 'db' | 'now' | 'sms'>,
  { verifyPhones }: CheckoutSettings,
): Promise<CheckoutSettings> {
  if (verifyPhones && !deps.sms) {
    throw validationFailed(
      { verifyPhones: phoneVerificationMessages.noGateway },
      phoneVerificationMessages.noGateway,
    )
  }
  await putSettings(deps.db, 'checkout', { verifyPhones }, deps.now())
  return checkoutAsApplied(deps)
}

/**
 * Settings > Search words. Listings are served from the catalog cache, which the save
 * empties: no search answers with the words as they were.
 */
export function saveSearchSettings(deps: SaveDeps, input: SearchSettings): Promise<SearchSettings> {
  return saveOverStored(
    deps,
    'search',
    () => input,
    (tx) => notifyCatalogChanged(tx, deps.catalogCache),
  )
}

/** Settings > About page. /api/site carries the figures, so the save empties the catalog cache. */
export function saveAboutSettings(deps: SaveDeps, input: AboutSettings): Promise<AboutSettings> {
  return saveOverStored(
    deps,
    'about',
    () => input,
    (tx) => notifyCatalogChanged(tx, deps.catalogCache),
  )
}
