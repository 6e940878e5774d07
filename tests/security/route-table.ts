import { inspectRoutes } from 'hono/dev'
import type { App } from '#server/app.ts'
import { type AdminSection, adminOnlySections, isAdminOnly } from '#shared/roles.ts'

/**
 * Who may call each route of the app, written by hand on purpose: the
 * authorisation matrix and the JSON fuzz read the app's real route table and fail
 * when it names a route this table lacks (or the reverse), so a new route cannot
 * ship without someone deciding who may call it.
 */
export type Access = 'public' | 'staff' | 'admin'

export const routeAccess: Record<string, Access> = {
  'GET /api/health': 'public',
  // The API's own description and its reference page (decision 0085).
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/start.js': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'public',
  'GET /api/auth/password/check': 'public',
  'POST /api/auth/password/set': 'public',
  'POST /api/auth/password/forgot': 'public',
  'GET /api/site': 'public',
  'GET /api/homepage': 'public',
  'GET /api/catalog/products': 'public',
  'GET /api/catalog/products/newest': 'public',
  'GET /api/catalog/products/:id': 'public',
  'GET /api/catalog/bundles': 'public',
  'GET /api/catalog/bundles/:id': 'public',
  'GET /api/catalog/recipes': 'public',
  'GET /api/catalog/recipes/:id': 'public',
  'GET /api/catalog/promos': 'public',
  'POST /api/cart/quote': 'public',
  'POST /api/subscribers': 'public',
  'POST /api/contact': 'public',
  'GET /api/hosted/products': 'public',
  'GET /api/hosted/products/:id': 'public',
  'GET /api/checkout/options': 'public',
  'GET /api/checkout/delivery-slots': 'public',
  // A city's barangays (PSGC) for the checkout's address (issue 28 §10).
  'GET /api/address/cities/:code/barangays': 'public',
  'POST /api/orders': 'public',
  // 'Resend code' of the checkout's phone verification (decision 0073).
  'POST /api/checkout/phone-code': 'public',
  // The lookup form (order id and email, as JSON); every other shopper route names the
  // order by its link's secret token (decision 0072).
  'POST /api/orders/lookup': 'public',
  'GET /api/orders/by-token/:token': 'public',
  'GET /api/orders/by-token/:token/order-again': 'public',
  // Paying online (issue 32): where it stands, a new attempt, cash on delivery instead.
  'GET /api/orders/by-token/:token/online-payment': 'public',
  'POST /api/orders/by-token/:token/online-payment': 'public',
  'POST /api/orders/by-token/:token/pay-on-delivery': 'public',
  'POST /api/orders/by-token/:token/payment-proof': 'public',
  'GET /api/orders/by-token/:token/payment-proof/image': 'public',
  'GET /media/:key/:file': 'public',
  // PayMongo's webhook (issue 32 §2): no session and no same-origin rule, only its
  // signature over the raw body lets an event in (401 otherwise; 404 without a gateway).
  'POST /api/payments/paymongo/webhook': 'public',

  'GET /api/admin/dashboard': 'staff',
  'GET /api/admin/orders': 'staff',
  'GET /api/admin/orders/export.csv': 'staff',
  'GET /api/admin/orders/pending-groups': 'staff',
  'POST /api/admin/orders/cancel-pending': 'staff',
  'GET /api/admin/orders/:orderId': 'staff',
  'PATCH /api/admin/orders/:orderId/status': 'staff',
  'POST /api/admin/orders/:orderId/notes': 'staff',
  'GET /api/admin/orders/:orderId/delivery-slots': 'staff',
  'PUT /api/admin/orders/:orderId/delivery': 'staff',
  'GET /api/admin/orders/:orderId/payment-proof/image': 'staff',
  'POST /api/admin/orders/:orderId/payment/verify': 'staff',
  'POST /api/admin/orders/:orderId/payment/reject': 'staff',
  'POST /api/admin/orders/:orderId/payment/settle-balance': 'staff',
  'PUT /api/admin/orders/:orderId/items/:itemId/packed-weight': 'staff',
  // Issue 31 §3: a line ran out; both staff roles, as with packing.
  'POST /api/admin/orders/:orderId/items/:itemId/run-out': 'staff',
  // Issue 32: a refund through PayMongo (an admin's, refused to an editor by the service
  // with its reason, as settle-balance is) and the payment events needing attention.
  'POST /api/admin/orders/:orderId/payment/refund': 'staff',
  'GET /api/admin/payment-events': 'staff',
  'GET /api/admin/deliveries': 'staff',
  'GET /api/admin/deliveries/export.csv': 'staff',
  'GET /api/admin/deliveries/packing-list.csv': 'staff',
  'POST /api/admin/deliveries/slips': 'staff',
  'POST /api/admin/media': 'staff',
  ...catalogResource('products', { options: true }),
  ...catalogResource('bundles'),
  ...catalogResource('recipes'),
  ...catalogResource('promos'),

  'GET /api/admin/users': 'admin',
  'POST /api/admin/users': 'admin',
  'PUT /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'POST /api/admin/users/:id/set-password-link': 'admin',
  'GET /api/admin/subscribers': 'admin',
  'GET /api/admin/subscribers/export.csv': 'admin',
  'POST /api/admin/subscribers': 'admin',
  'POST /api/admin/subscribers/delete': 'admin',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings/site': 'admin',
  'PUT /api/admin/settings/gcash': 'admin',
  // Settings > Online payments (issue 32).
  'PUT /api/admin/settings/online-payments': 'admin',
  'PUT /api/admin/settings/checkout': 'admin',
  'PUT /api/admin/settings/homepage': 'admin',
  'PUT /api/admin/settings/search': 'admin',
  'PUT /api/admin/settings/about': 'admin',
  'GET /api/admin/shipping-zones': 'admin',
  'POST /api/admin/shipping-zones': 'admin',
  'DELETE /api/admin/shipping-zones/:id': 'admin',
  // The cities or municipalities each zone delivers to (issue 28 §10).
  'GET /api/admin/shipping-zones/cities': 'admin',
  'PUT /api/admin/shipping-zones/:id/cities': 'admin',
  'GET /api/admin/delivery-schedule': 'admin',
  'PUT /api/admin/delivery-schedule/zones/:id': 'admin',
  'POST /api/admin/delivery-schedule/closed-dates': 'admin',
  'DELETE /api/admin/delivery-schedule/closed-dates/:date': 'admin',
  'POST /api/admin/delivery-schedule/holidays/:date/keep-open': 'admin',
  'GET /api/admin/notifications': 'admin',
  'PUT /api/admin/notifications': 'admin',
  'POST /api/admin/notifications/test': 'admin',
  'GET /api/admin/messages': 'admin',
  'PATCH /api/admin/messages/:id': 'admin',
  'GET /api/admin/outbox': 'admin',
  'POST /api/admin/outbox/:id/retry': 'admin',
  'GET /api/admin/outbox/texts': 'admin',
  'POST /api/admin/outbox/texts/:id/retry': 'admin',
}

/**
 * The back-office section whose screens use each `/api/admin/<resource>`. A route is
 * 'admin' exactly when its section is admin-only (src/shared/roles.ts): a resource
 * added here or to the app without its section fails `sectionAccessDrift`.
 */
const sectionOfResource: Record<string, AdminSection> = {
  dashboard: 'dashboard',
  orders: 'orders',
  deliveries: 'deliveries',
  products: 'products',
  // Image uploads: every catalog editor (products, bundles, recipes, promos) sends them.
  media: 'products',
  bundles: 'bundles',
  recipes: 'recipes',
  promos: 'promos',
  users: 'users',
  subscribers: 'subscribers',
  settings: 'settings',
  'shipping-zones': 'settings',
  'delivery-schedule': 'settings',
  notifications: 'settings',
  messages: 'messages',
  outbox: 'messages',
  'payment-events': 'orders',
}

/**
 * Back-office routes whose access disagrees with their section's (src/shared/roles.ts),
 * routes of no known section, and admin-only sections no 'admin' route serves.
 */
export function sectionAccessDrift(table: Record<string, Access>) {
  const drift = {
    noSection: [] as string[],
    adminOutsideAdminOnlySections: [] as string[],
    staffInAdminOnlySections: [] as string[],
    adminOnlySectionsWithoutRoutes: [] as string[],
  }
  const served = new Set<AdminSection>()
  for (const [route, access] of Object.entries(table)) {
    if (access === 'public') continue
    const resource = /^\S+ \/api\/admin\/([^/]+)/.exec(route)?.[1]
    const section = resource === undefined ? undefined : sectionOfResource[resource]
    if (section === undefined) {
      drift.noSection.push(route)
      continue
    }
    if (access === 'admin') served.add(section)
    if (access === 'admin' && !isAdminOnly(section)) drift.adminOutsideAdminOnlySections.push(route)
    if (access === 'staff' && isAdminOnly(section)) drift.staffInAdminOnlySections.push(route)
  }
  drift.adminOnlySectionsWithoutRoutes = adminOnlySections.filter((s) => !served.has(s))
  return drift
}

/**
 * Deliberate 5xx answers that are not bugs: with no email provider configured the
 * test email is a 503 naming what to set (test-email.ts, asserted in
 * notification-settings.api.test.ts). Still in the error shape.
 */
export const gatewayStatus: Record<string, number[]> = {
  'POST /api/admin/notifications/test': [503],
}

/** The five routes every back-office catalog resource has (editors and admins). */
function catalogResource(name: string, { options = false } = {}): Record<string, Access> {
  const base = `/api/admin/${name}`
  return {
    [`GET ${base}`]: 'staff',
    ...(options ? { [`GET ${base}/options`]: 'staff' as const } : {}),
    [`GET ${base}/:id`]: 'staff',
    [`POST ${base}`]: 'staff',
    [`PUT ${base}/:id`]: 'staff',
    [`PATCH ${base}/:id/visibility`]: 'staff',
    [`DELETE ${base}/:id`]: 'staff',
  }
}

/**
 * Catch-all handlers that are not endpoints: the API's JSON 404 for unknown paths.
 * Any other `ALL` handler would be an endpoint answering every method, so it fails.
 */
const fallbacks = new Set(['ALL /api/*'])

/**
 * 'METHOD /path' of every endpoint the app serves under /api and /media, from
 * Hono's own route table. Middleware (`.use`) is left out; the SPA, sitemap and
 * robots.txt are pages, not API routes.
 */
export function appRoutes(app: App): string[] {
  const found = new Set<string>()
  for (const route of inspectRoutes(app)) {
    if (route.isMiddleware) continue
    if (!route.path.startsWith('/api/') && !route.path.startsWith('/media/')) continue
    const key = `${route.method} ${route.path}`
    if (fallbacks.has(key)) continue
    found.add(key)
  }
  return [...found].sort()
}

/** Routes in the app without an entry, and entries the app no longer has. */
export function tableDrift(routes: readonly string[], table: Record<string, unknown>) {
  const names = new Set(Object.keys(table))
  return {
    missingFromTable: routes.filter((r) => !names.has(r)),
    missingFromApp: [...names].filter((n) => !routes.includes(n)),
  }
}

export function splitRoute(route: string): { method: string; path: string } {
  const [method, path] = route.split(' ') as [string, string]
  return { method, path }
}

/** The path with each `:param` (and its `{regex}`) replaced by `values[param]`. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`)
    return encodeURIComponent(value)
  })
}
