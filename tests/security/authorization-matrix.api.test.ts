import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import {
  type Access,
  appRoutes,
  fillPath,
  gatewayStatus,
  routeAccess,
  sectionAccessDrift,
  splitRoute,
  tableDrift,
} from './route-table.ts'

/**
 * Every API route × {shopper, editor, admin}, generated from the app's own route
 * table (docs/product-rules.md §10: every role rule enforced by the server). A shopper gets 401
 * on back-office routes, an editor 403 on admin-only ones, and an allowed caller is
 * never refused for who they are nor answered with a 5xx.
 */
// Built at collection time: the cases below are generated from this app's route table.
const t: TestApp = await createTestApp()
const routes = appRoutes(t.app)
let cookies: Record<'editor' | 'admin', string>
let ipCounter = 0
beforeAll(async () => {
  cookies = { editor: (await t.signIn('editor')).cookie, admin: (await t.signIn('admin')).cookie }
})
afterAll(() => t.close())

/** Reads ask for things that exist (so a detail page answers 200); writes name ids that do not. */
const readParams = {
  id: '1',
  orderId: 'E2E-0000000000000',
  token: 'AAAAAAAAAAAAAAAAAAAAAA',
  key: 'a'.repeat(32),
  file: '320.webp',
}
const writeParams = {
  id: '999999',
  orderId: 'E2E-0000000000000',
  token: 'AAAAAAAAAAAAAAAAAAAAAA',
  itemId: '999999',
  date: '2099-12-31',
}
const pathOverrides: Record<string, string> = {
  'GET /api/hosted/products/:id': '/api/hosted/products/prod_01JZ8Q6W3KWAGYU',
  // Makati City's barangays (PSGC).
  'GET /api/address/cities/:code/barangays': '/api/address/cities/1380300000/barangays',
}
/** GET routes that do not answer 200 to a caller allowed in, and why. */
const readStatus: Record<string, number[]> = {
  'GET /api/auth/password/check': [400], // no token: the link is invalid
  'GET /api/orders/by-token/:token': [404], // a token that opens no order
  'GET /api/orders/by-token/:token/order-again': [404], // a token that opens no order
  'GET /api/orders/by-token/:token/online-payment': [404], // a token that opens no order
  'GET /api/admin/orders/:orderId': [404], // the seed has no orders
  'GET /api/admin/orders/:orderId/delivery-slots': [404],
  'GET /api/orders/by-token/:token/payment-proof/image': [404], // no order, no proof
  'GET /api/admin/orders/:orderId/payment-proof/image': [404], // no such order, no proof
  'GET /api/checkout/delivery-slots': [422], // zoneId is required
  'GET /api/admin/deliveries': [422], // date is required
  'GET /api/admin/deliveries/export.csv': [422],
  'GET /api/admin/deliveries/packing-list.csv': [422],
  'GET /media/:key/:file': [404], // nothing uploaded under that key
}
/** Signing out ends the session it is sent with, so it gets a session of its own. */
const endsSession = new Set(['POST /api/auth/logout'])

function requestFor(route: string) {
  const { method, path } = splitRoute(route)
  const url = pathOverrides[route] ?? fillPath(path, method === 'GET' ? readParams : writeParams)
  // Writes carry an empty JSON object: enough to pass the door and be refused for content.
  return { method, url, json: method === 'GET' ? undefined : {} }
}

const callers = ['shopper', 'editor', 'admin'] as const
type Caller = (typeof callers)[number]

const allowed = (access: Access, caller: Caller) =>
  access === 'public' || (access === 'staff' && caller !== 'shopper') || caller === 'admin'

describe('the route table', () => {
  it('names every API route of the app, and only those', () => {
    expect(routes.length).toBeGreaterThan(50)
    expect(tableDrift(routes, routeAccess)).toEqual({ missingFromTable: [], missingFromApp: [] })
  })

  it("makes 'admin' exactly the routes of the admin-only sections (src/shared/roles.ts)", () => {
    expect(sectionAccessDrift(routeAccess)).toEqual({
      noSection: [],
      adminOutsideAdminOnlySections: [],
      staffInAdminOnlySections: [],
      adminOnlySectionsWithoutRoutes: [],
    })
  })
})

const cases = routes.flatMap((route) =>
  callers.map((caller) => ({ route, caller, access: routeAccess[route] ?? ('public' as const) })),
)

describe.each(cases)('$route as $caller ($access)', ({ route, caller, access }) => {
  it(allowed(access, caller) ? 'lets the caller in' : 'refuses the caller', async () => {
    const { method, url, json } = requestFor(route)
    let cookie: string | undefined
    if (caller !== 'shopper') {
      cookie = endsSession.has(route) ? (await t.signIn(caller)).cookie : cookies[caller]
    }
    ipCounter += 1
    const res = await t.request(url, {
      method,
      json,
      cookie,
      ip: `10.9.${ipCounter >> 8}.${ipCounter & 255}`,
    })
    const text = await res.text()
    const body = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
    if (!gatewayStatus[route]?.includes(res.status)) {
      expect(res.status, `${route}: ${text.slice(0, 300)}`).toBeLessThan(500)
    }

    if (!allowed(access, caller)) {
      const expected =
        caller === 'shopper'
          ? { status: 401, code: 'unauthenticated', message: 'Please sign in to continue.' }
          : { status: 403, code: 'forbidden', message: 'You do not have permission to do that.' }
      expect(res.status, text).toBe(expected.status)
      expect(body).toEqual({ error: { code: expected.code, message: expected.message } })
      return
    }
    expect([401, 403], `${route}: ${text.slice(0, 300)}`).not.toContain(res.status)
    if (method === 'GET')
      expect(readStatus[route] ?? [200], text.slice(0, 300)).toContain(res.status)
    // Back-office answers are personal: no cache may keep them (require-staff.ts).
    if (access !== 'public') expect(res.headers.get('cache-control')).toBe('no-store')
    // Nothing a staff route answers carries a password hash (scrypt$...).
    expect(text).not.toMatch(/scrypt|passwordHash|password_hash/i)
  })
})
