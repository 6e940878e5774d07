/** Stock, idempotency and order ids when orders race (docs/product-rules.md §5 and §10). */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { CatalogCache } from '#server/catalog/catalog-cache.ts'
import { openDatabase } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems, orderTimeline } from '#server/db/schema/orders.ts'
import { ORDER_ID_PATTERN } from '#shared/order-id.ts'
import { checkoutTestApp } from '#tests/support/fixtures/checkout-fixtures.ts'
import {
  addProduct,
  half,
  kg,
  orderBody,
  place,
  placeOk,
  stockOf,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import type { TestApp } from '#tests/support/test-app.ts'
import { checkoutKeyReused } from './idempotency.ts'

let t: TestApp
let zone: { id: number; rateCentavos: number; zoneName: string }
beforeAll(async () => {
  ;({ t, zone } = await checkoutTestApp({ freeDeliveryFrom: 200_000 }))
})
afterAll(() => t.close())

describe('order ids', () => {
  it('orders placed in the same millisecond get the next ones, never a clash', async () => {
    const p = await addProduct(t, { name: 'Same Ms Beef', stockGrams: 10_000 })
    t.setNow(new Date(Date.now() + 60_000))
    try {
      const ids = []
      for (let i = 0; i < 3; i++)
        ids.push((await placeOk(t, orderBody(zone.id, [kg(p.id)]))).orderId)
      const ms = ids.map((id) => Number(id.slice(4)))
      expect(ms[1]).toBe(ms[0]! + 1)
      expect(ms[2]).toBe(ms[0]! + 2)
    } finally {
      t.setNow(undefined)
    }
  })
})

describe('order ids under concurrency', () => {
  it('20 concurrent orders for different products in one millisecond get 20 ids', async () => {
    const ps = []
    for (let i = 0; i < 20; i++) ps.push(await addProduct(t, { name: `Parallel Beef ${i}` }))
    t.setNow(new Date(Date.now() + 120_000))
    try {
      const placed = await Promise.all(ps.map((p) => placeOk(t, orderBody(zone.id, [kg(p.id)]))))
      const ids = placed.map((o) => o.orderId)
      expect(new Set(ids).size).toBe(20)
      for (const id of ids) expect(id).toMatch(ORDER_ID_PATTERN)
    } finally {
      t.setNow(undefined)
    }
  })
})

describe('stock', () => {
  it('the last kilo sells out: SOLD OUT tag and a fresh catalog answer', async () => {
    const p = await addProduct(t, { name: 'Last Kilo Beef', stockGrams: 1_000, tags: ['NEW'] })
    const first = await (await t.request(`/api/catalog/products/${p.id}`)).json()
    expect(first.product.tags).toEqual(['NEW'])
    const generation = t.deps.catalogCache.generation
    await placeOk(t, orderBody(zone.id, [kg(p.id)]))
    expect(t.deps.catalogCache.generation).toBeGreaterThan(generation)
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id))
    expect(row).toMatchObject({ stockGrams: 0, tags: ['NEW', 'SOLD OUT'] })
    const after = await (await t.request(`/api/catalog/products/${p.id}`)).json()
    expect(after.product.tags).toContain('SOLD OUT')
  })

  it('50 concurrent orders for the last kilograms never oversell', async () => {
    const p = await addProduct(t, { name: 'Rush Beef', stockGrams: 7_500, minOrderGrams: 500 })
    const before = await writes(t)
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        place(t, orderBody(zone.id, [i % 2 ? kg(p.id) : half(p.id)]), `10.9.0.${i}`),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true)
    const placed = await Promise.all(
      responses
        .filter((r) => r.status === 201)
        .map((r) => r.json() as Promise<{ orderId: string }>),
    )
    const sold = await t.db
      .select({ grams: orderItems.weightGrams, orderId: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.productId, p.id))
    expect(sold.reduce((s, r) => s + r.grams, 0)).toBe(7_500)
    expect(await stockOf(t, p.id)).toBe(0)
    expect(new Set(sold.map((r) => r.orderId))).toEqual(new Set(placed.map((o) => o.orderId)))
    expect(new Set(placed.map((o) => o.orderId)).size).toBe(placed.length)
    expect((await writes(t)).orders).toBe(before.orders + placed.length)
  })
})

describe('idempotency', () => {
  it('the same key returns the same order with 200; another cart with it is 409', async () => {
    const p = await addProduct(t, { name: 'Twice Beef', stockGrams: 10_000 })
    const body = orderBody(zone.id, [kg(p.id)])
    const first = await placeOk(t, body)
    const before = await writes(t)
    const again = await place(t, body)
    expect(again.status).toBe(200)
    expect((await again.json()).orderId).toBe(first.orderId)
    const other = await place(t, { ...body, lines: [kg(p.id, 2)] })
    expect(other.status).toBe(409)
    expect(await writes(t)).toEqual(before)
  })

  it('the same key with another email is refused, and says nothing of the order', async () => {
    const p = await addProduct(t, { name: 'Keyed Beef', stockGrams: 10_000 })
    const body = orderBody(zone.id, [kg(p.id)])
    const first = await placeOk(t, body)
    const before = await writes(t)
    const stranger = await place(t, { ...body, email: 'someone.else@example.com' })
    expect(stranger.status).toBe(409)
    const answer = await stranger.text()
    expect(JSON.parse(answer)).toEqual(checkoutKeyReused().toBody())
    for (const secret of [first.orderId, first.customerName, first.accessToken]) {
      expect(answer).not.toContain(secret)
    }
    // The email as typed in another case is the same shopper.
    const again = await place(t, { ...body, email: body.email.toUpperCase() })
    expect(again.status).toBe(200)
    expect((await again.json()).orderId).toBe(first.orderId)
    expect(await writes(t)).toEqual(before)
  })

  it('10 concurrent identical requests place one order', async () => {
    const p = await addProduct(t, { name: 'Burst Beef', stockGrams: 10_000 })
    const body = orderBody(zone.id, [kg(p.id)])
    const before = await writes(t)
    const responses = await Promise.all(Array.from({ length: 10 }, () => place(t, body)))
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).orderId)))
    expect(ids.size).toBe(1)
    expect((await writes(t)).orders).toBe(before.orders + 1)
    expect(await stockOf(t, p.id)).toBe(9_000)
    const timeline = await t.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, [...ids][0]!))
    expect(timeline).toHaveLength(1)
  })
})

describe('two app processes on one PostgreSQL database', () => {
  it('share the stock and the idempotency keys without overselling or doubling', async () => {
    if (t.driver !== 'postgres') return // one process per embedded database
    const second = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 10 })
    try {
      const other = createApp({ ...t.deps, db: second.db, catalogCache: new CatalogCache() })
      const via = (i: number, body: unknown) =>
        i % 2
          ? place(t, body, `10.8.0.${i}`)
          : other.request('http://localhost/api/orders', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })
      const p = await addProduct(t, { name: 'Two Process Beef', stockGrams: 7_000 })
      const rush = await Promise.all(
        Array.from({ length: 50 }, (_, i) => via(i, orderBody(zone.id, [kg(p.id)]))),
      )
      const statuses = rush.map((r) => r.status)
      expect(statuses.filter((s) => s === 201)).toHaveLength(7)
      expect(statuses.filter((s) => s === 409)).toHaveLength(43)
      expect(await stockOf(t, p.id)).toBe(0)

      const q = await addProduct(t, { name: 'Two Process Key Beef', stockGrams: 10_000 })
      const body = orderBody(zone.id, [kg(q.id)])
      const dupes = await Promise.all(Array.from({ length: 10 }, (_, i) => via(i, body)))
      expect(dupes.map((r) => r.status).sort()).toEqual([...Array(9).fill(200), 201])
      expect(await stockOf(t, q.id)).toBe(9_000)
    } finally {
      await second.close()
    }
  })
})
