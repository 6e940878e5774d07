/** Back-office addresses of the Settings screen (web fetches, server tests). */
export const adminSettingsApiPaths = {
  settings: '/api/admin/settings',
  site: '/api/admin/settings/site',
  gcash: '/api/admin/settings/gcash',
  homepage: '/api/admin/settings/homepage',
  shippingZones: '/api/admin/shipping-zones',
  shippingZone: (id: number) => `/api/admin/shipping-zones/${id}`,
} as const
