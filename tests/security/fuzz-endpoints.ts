import { defaultHomepageImages } from '#shared/schemas/settings.ts'
import { bundle, contact, fresh, order, product, promo, recipe } from './fuzz-bodies.ts'
import type { FuzzIds } from './fuzz-ids.ts'

/**
 * How the JSON fuzz reaches each write route of the app (json-fuzz.api.test.ts
 * fails when a write route has no entry here). A `json` entry gives a valid body
 * and real path values, so mutations of it get past validation into the handler;
 * a `none` entry says why the route takes no JSON body. Bodies are functions
 * because SKUs, emails and idempotency keys must be fresh to be accepted.
 */
export type WriteFuzz =
  | {
      kind: 'json'
      body: (ids: FuzzIds) => Record<string, unknown>
      params?: (ids: FuzzIds) => Record<string, string>
      /** Answers a body naming no field as a valid request (all its fields are optional). */
      noFieldsOk?: boolean
    }
  | { kind: 'none'; why: string }

const visibility = () => ({ visibility: 'draft' })
let phoneCounter = 0
/** An email address and a phone number no other fuzzed request has used. */
const freshPerson = () => ({
  email: `${fresh('person')}@example.com`,
  phone: `+63 9${String(++phoneCounter).padStart(9, '0')}`,
})
const byId = (key: 'productId' | 'bundleId' | 'recipeId' | 'promoId') => (ids: FuzzIds) => ({
  id: String(ids[key]),
})
let closedDateCounter = 0
/** A date in 2030 or later no other fuzzed request has closed. */
const freshFutureDate = () => {
  const date = new Date(Date.UTC(2030, 0, 1 + ++closedDateCounter))
  return date.toISOString().slice(0, 10)
}
const noBodyDelete = { kind: 'none', why: 'DELETE without a body; its path is fuzzed' } as const

function catalogWrites(
  name: string,
  body: (ids: FuzzIds) => Record<string, unknown>,
  id: ReturnType<typeof byId>,
): Record<string, WriteFuzz> {
  const base = `/api/admin/${name}`
  return {
    [`POST ${base}`]: { kind: 'json', body },
    [`PUT ${base}/:id`]: { kind: 'json', body, params: id },
    [`PATCH ${base}/:id/visibility`]: { kind: 'json', body: visibility, params: id },
    [`DELETE ${base}/:id`]: noBodyDelete,
  }
}

export const writeFuzz: Record<string, WriteFuzz> = {
  'POST /api/auth/login': {
    kind: 'json',
    body: () => ({ email: 'nobody@example.com', password: 'not the password' }),
  },
  'POST /api/auth/logout': { kind: 'none', why: 'no body; it would end the fuzzing session' },
  'POST /api/auth/password/set': {
    kind: 'json',
    body: () => ({ token: 'a'.repeat(43), password: 'a long enough password' }),
  },
  'POST /api/auth/password/forgot': { kind: 'json', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/cart/quote': {
    kind: 'json',
    body: (ids) => ({
      lines: [
        { kind: 'product', productId: ids.productId, unit: 'kg', quantity: 1 },
        { kind: 'bundle', bundleId: ids.bundleId, quantity: 1 },
        { kind: 'hosted', productId: 'prod_01SAMPLELIEMPO', variantId: 'variant_02A', quantity: 1 },
      ],
    }),
  },
  'POST /api/subscribers': {
    kind: 'json',
    body: () => ({ email: `${fresh('sub')}@example.com`, source: 'Newsletter Form' }),
  },
  // A fresh sender and shopper each time: the per-email and per-phone limits and the cap
  // on pending orders are tested by their own routes' tests, not met by the fuzz.
  'POST /api/contact': { kind: 'json', body: () => ({ ...contact(), ...freshPerson() }) },
  'POST /api/orders': { kind: 'json', body: (ids) => ({ ...order(ids), ...freshPerson() }) },
  'POST /api/checkout/phone-code': { kind: 'json', body: () => ({ phone: freshPerson().phone }) },
  'POST /api/orders/lookup': {
    kind: 'json',
    body: (ids) => ({ orderId: ids.orderId, email: ids.orderEmail }),
  },
  // Issue 32: a new online payment attempt for the order the token opens (its own test
  // with the PayMongo stand-in: online-payment.api.test.ts).
  'POST /api/orders/by-token/:token/online-payment': {
    kind: 'json',
    body: () => ({ purpose: 'payment' }),
    params: (ids) => ({ token: ids.orderToken }),
  },
  'POST /api/orders/by-token/:token/pay-on-delivery': {
    kind: 'none',
    why: "'Pay cash on delivery instead' takes no body; its path is fuzzed",
  },
  'PATCH /api/admin/orders/:orderId/status': {
    kind: 'json',
    body: () => ({ status: 'processing' }),
    params: (ids) => ({ orderId: ids.orderId }),
  },
  'POST /api/admin/orders/cancel-pending': {
    kind: 'json',
    body: () => ({ orderIds: ['E2E-0000000000000'] }),
  },
  'PUT /api/admin/orders/:orderId/delivery': {
    kind: 'json',
    body: () => ({ date: '2099-12-31', windowId: 1 }),
    params: (ids) => ({ orderId: ids.orderId }),
  },
  'POST /api/admin/orders/:orderId/notes': {
    kind: 'json',
    body: () => ({ note: 'Called the customer.' }),
    params: (ids) => ({ orderId: ids.orderId }),
  },
  'POST /api/payments/paymongo/webhook': {
    kind: 'none',
    why: "PayMongo's signed events: raw bytes, refused (401) before any parsing unless their HMAC holds, so a fuzzed body never reaches the parser; signed events are tested by paymongo-webhook.api.test.ts and paymongo-events.test.ts",
  },
  'POST /api/orders/by-token/:token/payment-proof': {
    kind: 'none',
    why: 'a multipart upload (reference number, image) read by http/multipart-stream.ts (over @fastify/busboy), fuzzed by multipart-stream-fuzz.test.ts and payment-proof.api.test.ts; its path is fuzzed',
  },
  'POST /api/admin/orders/:orderId/payment/verify': {
    kind: 'json',
    body: () => ({ proofId: 1 }),
    params: (ids) => ({ orderId: ids.orderId }),
  },
  'POST /api/admin/orders/:orderId/payment/reject': {
    kind: 'json',
    body: () => ({ proofId: 1, reason: 'The amount sent is short.' }),
    params: (ids) => ({ orderId: ids.orderId }),
  },
  'POST /api/admin/orders/:orderId/payment/settle-balance': {
    kind: 'json',
    body: () => ({ balanceCentavos: 5_950 }),
    params: (ids) => ({ orderId: ids.orderId }),
  },
  'POST /api/admin/orders/:orderId/payment/refund': {
    kind: 'json',
    body: () => ({ amountCentavos: 5_950, requestKey: fresh('refund') }),
    params: (ids) => ({ orderId: ids.orderId }),
  },
  'PUT /api/admin/orders/:orderId/items/:itemId/packed-weight': {
    kind: 'json',
    body: () => ({
      packedGrams: 1_070,
      packingVersion: 0,
      confirmBeyondTolerance: false,
      chargeAbove: false,
      heavierAgreedNote: 'Customer agreed by phone',
    }),
    params: (ids) => ({ orderId: ids.orderId, itemId: String(ids.orderItemId) }),
  },
  'POST /api/admin/orders/:orderId/items/:itemId/run-out': {
    kind: 'json',
    body: (ids) => ({
      action: 'replace',
      replacementProductId: ids.productId,
      packingVersion: 0,
    }),
    params: (ids) => ({ orderId: ids.orderId, itemId: String(ids.orderItemId) }),
  },
  'POST /api/admin/media': {
    kind: 'none',
    why: 'a multipart upload read by http/multipart-stream.ts (over @fastify/busboy), fuzzed by multipart-stream-fuzz.test.ts, media-upload.api.test.ts and web-security',
  },
  ...catalogWrites('products', product, byId('productId')),
  ...catalogWrites('bundles', bundle, byId('bundleId')),
  ...catalogWrites('recipes', recipe, byId('recipeId')),
  ...catalogWrites('promos', promo, byId('promoId')),
  'POST /api/admin/users': {
    kind: 'json',
    body: () => ({ name: 'Fuzz User', email: `${fresh('user')}@example.com`, role: 'editor' }),
  },
  'PUT /api/admin/users/:id': {
    kind: 'json',
    body: (ids) => ({ name: 'Fuzz Victim', email: ids.victimEmail, role: 'editor' }),
    params: (ids) => ({ id: String(ids.victimUserId) }),
  },
  'DELETE /api/admin/users/:id': noBodyDelete,
  'POST /api/admin/users/:id/set-password-link': { kind: 'none', why: 'no body; path fuzzed' },
  'POST /api/admin/subscribers': {
    kind: 'json',
    body: () => ({ email: `${fresh('sub')}@example.com` }),
  },
  'POST /api/admin/subscribers/delete': { kind: 'json', body: () => ({ ids: [999_999] }) },
  'PUT /api/admin/settings/site': {
    kind: 'json',
    body: () => ({
      siteName: 'Prime Cuts',
      contactEmail: 'shop@example.com',
      contactPhone: '+63 2 8123 4567',
      address: 'Makati',
      freeDeliveryThreshold: '2000',
    }),
  },
  'PUT /api/admin/settings/checkout': { kind: 'json', body: () => ({ verifyPhones: false }) },
  'PUT /api/admin/settings/gcash': {
    kind: 'json',
    body: () => ({ accountName: 'Prime Cuts', accountNumber: '0917 123 4567', instructions: '' }),
  },
  // Settings > Online payments (issue 32).
  'PUT /api/admin/settings/online-payments': {
    kind: 'json',
    body: () => ({
      methods: ['gcash', 'card'],
      paymentDeadlineMinutes: 60,
      allowSwitchToCod: true,
    }),
  },
  'PUT /api/admin/settings/homepage': {
    kind: 'json',
    body: () => structuredClone(defaultHomepageImages) as unknown as Record<string, unknown>,
  },
  'PUT /api/admin/settings/search': {
    kind: 'json',
    body: () => ({ synonymGroups: 'baboy, pork\nribeye, rib eye' }),
  },
  'PUT /api/admin/settings/about': {
    kind: 'json',
    body: () => ({
      years: '25',
      stats: [
        { value: '10,000+', label: 'Happy Customers' },
        { value: '50+', label: 'Premium Products' },
        { value: '99.9%', label: 'Freshness Rate' },
        { value: '24/7', label: 'Customer Support' },
      ],
    }),
  },
  'POST /api/admin/shipping-zones': {
    kind: 'json',
    body: () => ({ zoneName: fresh('zone'), rate: '150' }),
  },
  'DELETE /api/admin/shipping-zones/:id': noBodyDelete,
  'PUT /api/admin/shipping-zones/:id/cities': {
    kind: 'json',
    // The first zone (Metro Manila) delivering to Makati City alone: the fuzz's orders go there.
    body: () => ({ cityCodes: ['1380300000'] }),
    params: (ids) => ({ id: String(ids.zoneId) }),
  },
  'PUT /api/admin/delivery-schedule/zones/:id': {
    kind: 'json',
    body: () => ({
      weekdays: [1, 2, 3, 4, 5, 6],
      sameDay: false,
      sameDayCutoff: '14:00',
      prepMinutes: 120,
      bookingDays: 14,
      windows: [{ starts: '09:00', ends: '12:00', capacity: 10 }],
    }),
    params: (ids) => ({ id: String(ids.zoneId) }),
  },
  'POST /api/admin/delivery-schedule/closed-dates': {
    kind: 'json',
    // A date of its own far ahead, so each valid body is a new closed date (not 409).
    body: () => ({ date: freshFutureDate(), name: 'Fuzz closing' }),
  },
  'DELETE /api/admin/delivery-schedule/closed-dates/:date': noBodyDelete,
  'POST /api/admin/deliveries/slips': {
    kind: 'json',
    body: () => ({ date: '2099-12-31', window: '540-720' }),
  },
  'POST /api/admin/delivery-schedule/holidays/:date/keep-open': {
    kind: 'none',
    why: 'no body; path fuzzed',
  },
  'PUT /api/admin/notifications': {
    kind: 'json',
    body: () => ({
      notificationEmails: 'owner@example.com, staff@example.com',
      fromName: 'Prime Cuts',
      replyTo: '',
      newOrderEmails: true,
    }),
  },
  'POST /api/admin/notifications/test': {
    kind: 'json',
    body: () => ({ notificationEmails: 'owner@example.com' }),
    // No addresses given: the saved ones are used (and no provider here: 503).
    noFieldsOk: true,
  },
  'PATCH /api/admin/messages/:id': {
    kind: 'json',
    body: () => ({ handled: true }),
    params: (ids) => ({ id: String(ids.messageId) }),
  },
  'POST /api/admin/outbox/:id/retry': { kind: 'none', why: 'no body; path fuzzed' },
  'POST /api/admin/outbox/texts/:id/retry': { kind: 'none', why: 'no body; path fuzzed' },
}

/** Query keys each GET route reads, so the fuzz sends them as often as unknown ones. */
export const queryKeys: Record<string, string[]> = {
  'GET /api/catalog/products': ['q', 'category', 'sort', 'page', 'pageSize'],
  'GET /api/auth/password/check': ['token'],
  'GET /api/admin/orders': ['q', 'status', 'deliveryDate', 'page', 'pageSize'],
  'GET /api/admin/orders/export.csv': ['q', 'status', 'deliveryDate'],
  'GET /api/checkout/delivery-slots': ['zoneId'],
  'GET /api/admin/deliveries': ['date'],
  'GET /api/admin/deliveries/export.csv': ['date'],
  'GET /api/admin/deliveries/packing-list.csv': ['date'],
  'GET /api/admin/products': ['q', 'status', 'page', 'pageSize', 'category'],
  'GET /api/admin/bundles': ['q', 'status', 'page', 'pageSize'],
  'GET /api/admin/recipes': ['q', 'status', 'page', 'pageSize'],
  'GET /api/admin/promos': ['q', 'status', 'page', 'pageSize'],
  'GET /api/admin/users': ['q', 'role'],
  'GET /api/admin/subscribers': ['q', 'range', 'sort', 'page'],
  'GET /api/admin/subscribers/export.csv': ['q', 'range', 'sort'],
  'GET /api/admin/messages': ['status', 'page'],
  'GET /api/admin/outbox': ['status', 'page'],
  'GET /api/admin/outbox/texts': ['status', 'page'],
}
