import { staffQueryKeyRoot } from '#web/staff/api/auth-keys.ts'

/** Query keys of the Settings screen, under the staff root so logout drops them. */
export const settingsKeys = {
  all: [staffQueryKeyRoot, 'settings'] as const,
  sections: () => [...settingsKeys.all, 'sections'] as const,
  shippingZones: () => [...settingsKeys.all, 'shipping-zones'] as const,
  /** Every city that can be mapped to a zone, with its zone (issue 28 §10). */
  zoneCities: () => [...settingsKeys.all, 'shipping-zones', 'cities'] as const,
  notifications: () => [...settingsKeys.all, 'notifications'] as const,
}
