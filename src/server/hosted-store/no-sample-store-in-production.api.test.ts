import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostedStoreApiPaths } from '#shared/api-paths/hosted-store.ts'
import type { CartQuote } from '#shared/schemas/cart.ts'
import type { HostedListItem, HostedProduct } from '#shared/schemas/hosted-store.ts'
import { firstZone, orderBody, place, writes } from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * The built-in sample store is for development and tests (DESIGN.md §4): a live shop
 * (NODE_ENV=production) without HOSTED_STORE_URL lists no hosted products and places
 * no hosted line, so shoppers cannot order its made-up products.
 */
let live: TestApp
let tests: TestApp
let sampleLine: { kind: 'hosted'; productId: string; variantId: string; quantity: number }
beforeAll(async () => {
  tests = await createTestApp()
  live = await createTestApp({ NODE_ENV: 'production' })
  const { items } = (await (await tests.request(hostedStoreApiPaths.products)).json()) as {
    items: HostedListItem[]
  }
  const product: HostedProduct = await (
    await tests.request(hostedStoreApiPaths.product(items[0]!.id))
  ).json()
  sampleLine = {
    kind: 'hosted',
    productId: product.id,
    variantId: product.variants[0]!.id,
    quantity: 1,
  }
})
afterAll(async () => {
  await live.close()
  await tests.close()
})

describe('the sample hosted store', () => {
  it('sells in tests, and the same line is priced there', async () => {
    const quote: CartQuote = await (
      await tests.request('/api/cart/quote', { method: 'POST', json: { lines: [sampleLine] } })
    ).json()
    expect(quote.lines[0]?.status).toBe('ok')
  })

  it('is not there in production without HOSTED_STORE_URL: no list, no product, no order', async () => {
    expect(await (await live.request(hostedStoreApiPaths.products)).json()).toEqual({ items: [] })
    expect((await live.request(hostedStoreApiPaths.product(sampleLine.productId))).status).toBe(404)

    const quote: CartQuote = await (
      await live.request('/api/cart/quote', { method: 'POST', json: { lines: [sampleLine] } })
    ).json()
    expect(quote.lines[0]?.status).toBe('unavailable')

    const before = await writes(live)
    const refused = await place(live, orderBody((await firstZone(live)).id, [sampleLine]))
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect(await writes(live)).toEqual(before)

    // The storefront is told, so its 'Shop now' leads to the shop's own products.
    expect((await (await live.request('/api/site')).json()).hostedStore).toBe(false)
    expect((await (await tests.request('/api/site')).json()).hostedStore).toBe(true)
  })
})
