import { asc, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { addProduct } from '#server/catalog/catalog-test-fixtures.ts'
import { bundleItems, bundles, products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/orders.ts'
import { emailOutbox, shippingZones } from '#server/db/schema/shop.ts'
import type { TestApp } from '#server/test/test-app.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'

/** Test helpers for orders: a valid checkout body, bundles, and counts to prove nothing was written. */
let keyCounter = 0
export const newKey = () => `test-key-${Date.now()}-${++keyCounter}-padding`

export type Line =
  | { kind: 'product'; productId: number; unit: 'kg' | '500g'; quantity: number }
  | { kind: 'bundle'; bundleId: number; quantity: number }

export const kg = (productId: number, quantity = 1): Line => ({
  kind: 'product',
  productId,
  unit: 'kg',
  quantity,
})
export const half = (productId: number, quantity = 1): Line => ({
  kind: 'product',
  productId,
  unit: '500g',
  quantity,
})

export async function firstZone(t: TestApp) {
  const [zone] = await t.db.select().from(shippingZones).orderBy(asc(shippingZones.rateCentavos))
  return zone!
}

let shopperCounter = 0
/**
 * A shopper of their own: an email address and a phone no other order of the test
 * run uses, as real shoppers have (the per-email and per-phone limits and the cap on
 * pending orders count by them). The mixed case checks that the email is kept as typed.
 */
export function newShopper() {
  shopperCounter += 1
  return {
    email: `Juan.${shopperCounter}@Example.com`,
    phone: `+63 917 ${String(shopperCounter).padStart(7, '0')}`,
  }
}

export function orderBody(zoneId: number, lines: unknown[], extra: Record<string, unknown> = {}) {
  return {
    fullName: 'Juan dela Cruz',
    ...newShopper(),
    address: '12 Mabini St',
    city: 'Makati',
    postalCode: '1200',
    zoneId,
    paymentMethod: 'cod',
    lines,
    idempotencyKey: newKey(),
    ...extra,
  }
}

export async function place(t: TestApp, body: unknown, ip?: string) {
  return t.request('/api/orders', { method: 'POST', json: body, ...(ip ? { ip } : {}) })
}

export async function placeOk(t: TestApp, body: unknown): Promise<PublicOrder> {
  const res = await place(t, body)
  expect(res.status, await res.clone().text()).toBe(201)
  return res.json()
}

export async function addBundle(
  t: TestApp,
  name: string,
  priceCentavos: number,
  contents: { productId: number; quantityGrams: number }[],
  discountPriceCentavos: number | null = null,
) {
  const [bundle] = await t.db
    .insert(bundles)
    .values({ name, priceCentavos, discountPriceCentavos })
    .returning()
  await t.db
    .insert(bundleItems)
    .values(contents.map((c, position) => ({ bundleId: bundle!.id, position, ...c })))
  return bundle!
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.db
    .select({ stock: products.stockGrams })
    .from(products)
    .where(sql`${products.id} = ${productId}`)
  return row!.stock
}

/** Everything an order writes, to prove a refusal wrote nothing. */
export async function writes(t: TestApp) {
  const [o] = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders)
  const [e] = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox)
  const stock = await t.db
    .select({ id: products.id, stock: products.stockGrams })
    .from(products)
    .orderBy(products.id)
  return { orders: Number(o!.n), emails: Number(e!.n), stock }
}

export { addProduct }
