/** The public face of the settings: footer contact, free-delivery threshold. */
export const siteApiPaths = {
  site: '/api/site',
} as const

/** The back office's Settings screen (admin only; web fetches, server tests). */
export const adminSettingsApiPaths = {
  settings: '/api/admin/settings',
  site: '/api/admin/settings/site',
  gcash: '/api/admin/settings/gcash',
  /** PUT: Settings > Online payments (issue 32): methods, deadline, switching to cash. */
  onlinePayments: '/api/admin/settings/online-payments',
  /** PUT `{ verifyPhones }`: Settings > Checkout. */
  checkout: '/api/admin/settings/checkout',
  homepage: '/api/admin/settings/homepage',
  /** PUT: Settings > Search words (issue 31 §7): synonyms and spacing variants. */
  search: '/api/admin/settings/search',
  /** PUT: Settings > About page figures (issue 31 §7). */
  about: '/api/admin/settings/about',
  shippingZones: '/api/admin/shipping-zones',
  shippingZone: (id: number) => `/api/admin/shipping-zones/${id}`,
  /** GET: every city or municipality that can be mapped, with its zone (issue 28 §10). */
  zoneCityOptions: '/api/admin/shipping-zones/cities',
  /** PUT `{ cityCodes }`: the cities a zone delivers to. */
  zoneCities: (id: number) => `/api/admin/shipping-zones/${id}/cities`,
  notifications: '/api/admin/notifications',
  testEmail: '/api/admin/notifications/test',
} as const
