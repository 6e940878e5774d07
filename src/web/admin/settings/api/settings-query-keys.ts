import { staffQueryKeyRoot } from '#web/auth/api/logout.ts'

/** Under the staff root, so logout drops the cached settings. */
export const settingsQueryKeys = {
  settings: [staffQueryKeyRoot, 'settings'] as const,
  shippingZones: [staffQueryKeyRoot, 'shipping-zones'] as const,
}

/** Storefront queries that show settings; refreshed after a save in this browser. */
export const storefrontSettingsKeys = [['site'], ['homepage'], ['checkout', 'options']] as const
