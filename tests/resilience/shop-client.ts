import { asc } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { shippingZones } from '#server/db/schema/shop.ts'
import type { UploadedImage } from '#shared/schemas/admin-catalog-views.ts'
import type { CartQuoteLineInput } from '#shared/schemas/cart.ts'

/**
 * What the resilience tests send to a running server: checkouts and other JSON
 * calls over real HTTP, each answer read to the end and timed.
 */
export interface Answer<T = unknown> {
  status: number
  body: T
  ms: number
}

let keyCounter = 0

/**
 * A valid checkout for `lines` by a shopper of its own: a fresh idempotency key (so
 * every call is a new order), and an email and phone no other order uses, as real
 * shoppers have (the shop caps the open orders and daily orders of each).
 */
/** Makati City, Poblacion (PSGC): the seed maps Metro Manila's cities to 'Metro Manila'. */
export const METRO_MANILA_ADDRESS = {
  provinceCode: '1300000000',
  cityCode: '1380300000',
  barangayCode: '1380300020',
}

/**
 * `zoneId` names the zone the body is for: since issue 28 §10 the server reads the
 * zone from the city, so it must be the cheapest seeded zone (Metro Manila).
 */
export function checkoutBody(_zoneId: number, lines: CartQuoteLineInput[], tag = 'resilience') {
  keyCounter += 1
  return {
    fullName: 'Resilience Tester',
    email: `${tag}.${keyCounter}@example.com`,
    phone: `+63 9${String(keyCounter).padStart(9, '0')}`,
    address: '1 Load St',
    // Makati City, Poblacion: Metro Manila (the cheapest seeded zone, `zoneId`) delivers there.
    ...METRO_MANILA_ADDRESS,
    paymentMethod: 'cod',
    lines,
    idempotencyKey: `${tag}-${process.pid}-${Date.now()}-${keyCounter}`,
  }
}

let addressCounter = 0

/**
 * A client address of its own for each shopper, sent as the nearest proxy would
 * (`X-Forwarded-For`). A test that sends hundreds of orders from this one machine
 * starts its servers with `TRUST_PROXY=1` (`behindProxy`), so the shop sees
 * hundreds of shoppers, as it would in production, rather than one flooding address.
 */
export function shopperAddressHeaders(): Record<string, string> {
  addressCounter += 1
  return {
    'x-forwarded-for': `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
  }
}

/** Server settings for tests whose shoppers each send their own `X-Forwarded-For`. */
export const behindProxy = { TRUST_PROXY: '1' } as const

export async function send<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const started = performance.now()
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text()
  const isJson = res.headers.get('content-type')?.includes('json')
  return {
    status: res.status,
    body: (isJson ? JSON.parse(text) : text) as T,
    ms: performance.now() - started,
  }
}

/** One shopper's checkout, from that shopper's own address (see `shopperAddressHeaders`). */
export const placeOrder = (base: string, body: unknown) =>
  send<{ orderId?: string; customerEmail?: string; error?: { code: string; message: string } }>(
    base,
    '/api/orders',
    { body, headers: shopperAddressHeaders() },
  )

/** The cheapest delivery zone of the seeded shop. */
export async function firstZoneId(db: Database): Promise<number> {
  const [zone] = await db.select().from(shippingZones).orderBy(asc(shippingZones.rateCentavos))
  return zone!.id
}

/** Products made for a test, with known stock (grams) and a 0.5 kg minimum. */
export async function addTestProducts(
  db: Database,
  prefix: string,
  count: number,
  stockGrams: number,
): Promise<number[]> {
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${prefix} cut ${i + 1}`,
        category: 'beef' as const,
        cutType: 'Test',
        priceCentavos: 50_000,
        sku: `${prefix.toUpperCase().replace(/\W/g, '-')}-${i + 1}-${Date.now()}`,
        stockGrams,
        minOrderGrams: 500,
      })),
    )
    .returning({ id: products.id })
  return rows.map((r) => r.id)
}

/** Signs staff in through `POST /api/auth/login`; the Cookie header to send back. */
export async function signInStaff(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** An image uploaded by staff through `POST /api/admin/media` (multipart, field `file`). */
export async function uploadImage(
  base: string,
  cookie: string,
  png: Uint8Array,
): Promise<Answer<UploadedImage>> {
  const form = new FormData()
  form.append('file', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'cut.png')
  const started = performance.now()
  const res = await fetch(`${base}/api/admin/media`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  })
  return {
    status: res.status,
    body: (await res.json()) as UploadedImage,
    ms: performance.now() - started,
  }
}
