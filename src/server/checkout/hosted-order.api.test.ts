import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orderStock } from '#server/db/schema/orders.ts'
import { PLAIN_LINE_FIELDS } from '#shared/preparation.ts'
import { checkoutTestApp, hostedLine } from '#tests/support/fixtures/checkout-fixtures.ts'
import {
  addProduct,
  kg,
  orderBody,
  place,
  placeOk,
  stockOf,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import {
  fakeHostedStore,
  hostedProduct,
  hostedVariant,
} from '#tests/support/hosted-store/fake-hosted-store.ts'
import type { TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let zone: { id: number; rateCentavos: number }
const store = fakeHostedStore()
beforeAll(async () => {
  ;({ t, zone } = await checkoutTestApp({ hostedStore: store, freeDeliveryFrom: 500_000 }))
})
afterAll(() => t.close())

const hosted = (productId: string, quantity = 1) => hostedLine(productId, 'var-1', quantity)

describe('POST /api/orders with hosted-store lines', () => {
  it("charges the service's price at order time, keeps the hosted ids and takes none of our stock", async () => {
    const beef = await addProduct(t, {
      name: 'Hosted Order Beef',
      priceCentavos: 80_000,
      stockGrams: 5_000,
    })
    // Added to the cart at ₱450; the service now sells it at ₱399 on sale.
    store.put(
      hostedProduct({ id: 'tallow' }, [
        hostedVariant({ price_in_cents: 45_000, sale_price_in_cents: 39_900 }),
      ]),
    )
    const order = await placeOk(t, orderBody(zone.id, [hosted('tallow', 2), kg(beef.id, 1)]))

    expect(order.items[0]).toEqual({
      id: expect.any(Number),
      kind: 'hosted',
      name: 'Wagyu Tallow Candle (Small)',
      quantity: 2,
      unit: null,
      unitPriceCentavos: 39_900,
      lineTotalCentavos: 79_800,
      estimatedLineTotalCentavos: 79_800,
      pricedByPackedWeight: false,
      orderedGrams: 0,
      packedGrams: null,
      ...PLAIN_LINE_FIELDS,
    })
    expect(order.subtotalCentavos).toBe(79_800 + 80_000)
    expect(order.deliveryFeeCentavos).toBe(zone.rateCentavos)
    expect(order.totalCentavos).toBe(79_800 + 80_000 + zone.rateCentavos)

    const rows = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId))
    expect(rows.find((r) => r.kind === 'hosted')).toMatchObject({
      hostedProductId: 'tallow',
      hostedVariantId: 'var-1',
      variantTitle: 'Small',
      productId: null,
      bundleId: null,
      weightGrams: 0,
    })
    expect(await stockOf(t, beef.id)).toBe(4_000)
    const taken = await t.db.select().from(orderStock).where(eq(orderStock.orderId, order.orderId))
    expect(taken.map((r) => [r.productId, r.grams])).toEqual([[beef.id, 1_000]])
  })

  it('refuses with 409 and writes nothing when the stock ran short since the cart was priced', async () => {
    store.put(hostedProduct({ id: 'apron' }, [hostedVariant({ inventory_quantity: 1 })]))
    const before = await writes(t)
    const res = await place(t, orderBody(zone.id, [hosted('apron', 2)]))
    expect(res.status).toBe(409)
    const { error } = await res.json()
    expect(error.code).toBe('conflict')
    expect(error.fields).toEqual({ 'lines.0': 'Only 1 left.' })
    expect(await writes(t)).toEqual(before)
  })

  it('refuses with 409 when the price changed from the one the shopper saw, never charging it', async () => {
    store.put(hostedProduct({ id: 'board' }, [hostedVariant({ price_in_cents: 150_000 })]))
    const before = await writes(t)
    const res = await place(
      t,
      orderBody(zone.id, [{ ...hosted('board'), seenUnitPriceCentavos: 120_000 }]),
    )
    expect(res.status).toBe(409)
    expect((await res.json()).error.fields).toEqual({
      'lines.0': 'The price of Wagyu Tallow Candle (Small) is now ₱1,500.00 (was ₱1,200.00).',
    })
    expect(await writes(t)).toEqual(before)
  })

  it('refuses with 409 when the store is not answering, and replays a retried order', async () => {
    store.put(hostedProduct({ id: 'salt' }))
    store.setDown(true)
    const body = orderBody(zone.id, [hosted('salt')])
    try {
      const res = await place(t, body)
      expect(res.status).toBe(409)
      expect((await res.json()).error.message).toContain(
        'The store is not answering; try again shortly.',
      )
    } finally {
      store.setDown(false)
    }
    const first = await placeOk(t, body)
    const retried = await place(t, body)
    expect(retried.status).toBe(200)
    expect((await retried.json()).orderId).toBe(first.orderId)
  })
})
