import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartQuote } from '#shared/schemas/cart.ts'
import { productIdByName } from '#tests/support/fixtures/catalog-fixtures.ts'
import {
  fakeHostedStore,
  hostedProduct,
  hostedVariant,
} from '#tests/support/hosted-store/fake-hosted-store.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
const store = fakeHostedStore()
let ribeye: number
beforeAll(async () => {
  t = await createTestApp()
  t.deps.hostedStore = store
  ribeye = await productIdByName(t, 'Premium Ribeye Steak')
})
afterAll(() => t.close())

const hosted = (productId: string, quantity = 1, variantId = 'var-1') => ({
  kind: 'hosted' as const,
  productId,
  variantId,
  quantity,
})

async function quote(lines: unknown[]): Promise<CartQuote> {
  const res = await t.request('/api/cart/quote', { method: 'POST', json: { lines } })
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

describe('POST /api/cart/quote with hosted-store lines', () => {
  it("prices a hosted line at the service's current sale price, beside our own products", async () => {
    store.put(
      hostedProduct({ id: 'candle' }, [
        hostedVariant({ price_in_cents: 50_000, sale_price_in_cents: 42_000 }),
      ]),
    )
    const body = await quote([
      hosted('candle', 2),
      { kind: 'product', productId: ribeye, unit: 'kg', quantity: 1 },
    ])
    expect(body.lines[0]).toMatchObject({
      status: 'ok',
      name: 'Wagyu Tallow Candle (Small)',
      unitPriceCentavos: 42_000,
      lineTotalCentavos: 84_000,
      message: null,
    })
    expect(body.lines[1]?.status).toBe('ok')
    expect(body.subtotalCentavos).toBe(84_000 + body.lines[1]!.lineTotalCentavos)
  })

  it('answers the current price, and flags a price that differs from the one the shopper saw', async () => {
    store.put(hostedProduct({ id: 'knife' }, [hostedVariant({ price_in_cents: 100_000 })]))
    const seen = { ...hosted('knife'), seenUnitPriceCentavos: 100_000 }
    expect((await quote([seen])).lines[0]).toMatchObject({
      status: 'ok',
      unitPriceCentavos: 100_000,
    })

    store.put(hostedProduct({ id: 'knife' }, [hostedVariant({ price_in_cents: 120_000 })]))
    const body = await quote([seen])
    expect(body.lines[0]).toMatchObject({
      status: 'price_changed',
      unitPriceCentavos: 120_000,
      message: 'The price of Wagyu Tallow Candle (Small) is now ₱1,200.00 (was ₱1,000.00).',
    })
    expect(body.subtotalCentavos).toBe(0)
    expect((await quote([hosted('knife')])).lines[0]?.unitPriceCentavos).toBe(120_000)
  })

  it('flags more than the managed stock, counting every line of the variant, and out of stock', async () => {
    store.put(hostedProduct({ id: 'apron' }, [hostedVariant({ inventory_quantity: 3 })]))
    const body = await quote([hosted('apron', 2), hosted('apron', 2)])
    expect(body.lines.map((l) => [l.status, l.message, l.availableGrams])).toEqual([
      ['insufficient_stock', 'Only 3 left.', null],
      ['insufficient_stock', 'Only 3 left.', null],
    ])
    expect(body.subtotalCentavos).toBe(0)

    store.put(hostedProduct({ id: 'apron' }, [hostedVariant({ inventory_quantity: 0 })]))
    expect((await quote([hosted('apron')])).lines[0]).toMatchObject({
      status: 'insufficient_stock',
      message: 'Wagyu Tallow Candle (Small) is out of stock.',
    })
  })

  it('does not count stock the service does not track', async () => {
    store.put(
      hostedProduct({ id: 'rub' }, [
        hostedVariant({ manage_inventory: false, inventory_quantity: null }),
      ]),
    )
    expect((await quote([hosted('rub', 900)])).lines[0]?.status).toBe('ok')
  })

  it('refuses other currencies, products not for sale, vanished products and variants', async () => {
    store.put(hostedProduct({ id: 'euro' }, [hostedVariant({ currency: 'eur' })]))
    store.put(hostedProduct({ id: 'paused', purchasable: false }))
    const body = await quote([
      hosted('euro'),
      hosted('paused'),
      hosted('never-existed'),
      hosted('paused', 1, 'var-gone'),
    ])
    expect(body.lines.map((l) => [l.status, l.message])).toEqual([
      ['unavailable', 'This product is priced in EUR; our cart and checkout are in pesos.'],
      ['unavailable', 'Wagyu Tallow Candle (Small) is not available right now.'],
      ['unavailable', 'This product is no longer available.'],
      ['unavailable', 'Wagyu Tallow Candle: this option is no longer available.'],
    ])
    expect(body.subtotalCentavos).toBe(0)
  })

  it('keeps pricing our own products when the store is down, and says the store is not answering', async () => {
    store.setDown(true)
    try {
      const body = await quote([
        hosted('candle'),
        { kind: 'product', productId: ribeye, unit: 'kg', quantity: 1 },
      ])
      expect(body.lines[0]).toMatchObject({
        status: 'unavailable',
        message: 'The store is not answering; try again shortly.',
      })
      expect(body.lines[1]?.status).toBe('ok')
    } finally {
      store.setDown(false)
    }
  })

  it('asks the service once per product, and refuses ids that are not safe', async () => {
    const before = store.calls
    await quote([hosted('candle'), hosted('candle', 1, 'var-2')])
    expect(store.calls - before).toBe(1)

    const res = await t.request('/api/cart/quote', {
      method: 'POST',
      json: { lines: [hosted('../admin?x=1')] },
    })
    expect(res.status).toBe(422)
  })
})
