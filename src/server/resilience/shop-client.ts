import { asc } from 'drizzle-orm'
import type { CartQuoteLine } from '../../shared/schemas/cart'
import type { Database } from '../db/client'
import { products } from '../db/schema/catalog'
import { shippingZones } from '../db/schema/shop'

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

/** A valid checkout for `lines`, with a fresh idempotency key (so every call is a new order). */
export function checkoutBody(zoneId: number, lines: CartQuoteLine[], tag = 'resilience') {
  return {
    fullName: 'Resilience Tester',
    email: `${tag}@example.com`,
    phone: '+63 917 123 4567',
    address: '1 Load St',
    city: 'Makati',
    postalCode: '1200',
    zoneId,
    paymentMethod: 'cod',
    lines,
    idempotencyKey: `${tag}-${process.pid}-${Date.now()}-${++keyCounter}`,
  }
}

export async function send<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const started = performance.now()
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
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

export const placeOrder = (base: string, body: unknown) =>
  send<{ orderId?: string; error?: { code: string; message: string } }>(base, '/api/orders', {
    body,
  })

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
