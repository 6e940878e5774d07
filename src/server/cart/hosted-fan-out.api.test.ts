import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { rateLimitCounters } from '#server/db/schema/rate-limits.ts'
import { hostedLookupAddressRateLimit } from '#server/hosted-store/hosted-limits.ts'
import { type RateLimitRule, rateLimitKey } from '#server/http/rate-limit.ts'
import {
  MAX_HOSTED_PRODUCTS_PER_CART,
  TOO_MANY_HOSTED_PRODUCTS_MESSAGE,
} from '#shared/hosted-store/hosted-product-cap.ts'
import { withZoneAddress } from '#tests/support/fixtures/address-fixtures.ts'
import { productIdByName } from '#tests/support/fixtures/catalog-fixtures.ts'
import { firstZone, orderBody } from '#tests/support/fixtures/order-fixtures.ts'
import { startSampleStoreServer } from '#tests/support/hosted-store/sample-store-server.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { cartQuoteRateLimits } from './cart-routes.ts'

/**
 * One anonymous request cannot make the shop call the hosted store many times
 * (issue 14, finding 7): a cart holds at most 20 different hosted products, ids the
 * store does not know are remembered, and every address has a budget of hosted-store
 * lookups. Calls are counted at a real local stand-in of the store.
 */
const WAGYU = 'prod_01JZ8Q6W3KWAGYU'
const NOW = new Date('2026-07-01T00:00:00Z')

let standIn: Awaited<ReturnType<typeof startSampleStoreServer>>
let t: TestApp
let ribeye: number

beforeAll(async () => {
  standIn = await startSampleStoreServer()
  t = await createTestApp({ HOSTED_STORE_URL: standIn.url, HOSTED_STORE_ID: standIn.storeId })
  ribeye = await productIdByName(t, 'Premium Ribeye Steak')
})
afterAll(async () => {
  await t.close()
  await standIn.close()
})
beforeEach(() => {
  t.setNow(NOW)
  standIn.hits.length = 0
})

let addressCounter = 0
/** An address of its own per test, so budgets used by one test never refuse another. */
const newAddress = () => `198.51.100.${++addressCounter}`

const hosted = (productId: string, variantId = 'var-1') => ({
  kind: 'hosted' as const,
  productId,
  variantId,
  quantity: 1,
})
const madeUp = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => hosted(`${prefix}-${i}`))

const quote = (lines: unknown[], ip = newAddress()) =>
  t.request('/api/cart/quote', { method: 'POST', json: { lines }, ip })
const productCalls = () => standIn.hits.filter((h) => h.includes('/products/'))

describe('the cap on different hosted products per cart', () => {
  it('refuses a 21st different product with 422 naming the field, before any call', async () => {
    const res = await quote(madeUp('cap', MAX_HOSTED_PRODUCTS_PER_CART + 1))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: TOO_MANY_HOSTED_PRODUCTS_MESSAGE,
        fields: { lines: TOO_MANY_HOSTED_PRODUCTS_MESSAGE },
      },
    })
    expect(standIn.hits).toEqual([])
  })

  it('counts products, not lines: two options of 20 products are fine', async () => {
    const lines = madeUp('options', MAX_HOSTED_PRODUCTS_PER_CART).flatMap((l) => [
      l,
      { ...l, variantId: 'var-2' },
    ])
    const res = await quote(lines)
    expect(res.status).toBe(200)
    expect(productCalls()).toHaveLength(MAX_HOSTED_PRODUCTS_PER_CART)
  })

  it('refuses an order over the cap too, before any call', async () => {
    const zone = await firstZone(t)
    const body = orderBody(zone.id, [
      { kind: 'product', productId: ribeye, unit: 'kg', quantity: 1 },
      ...madeUp('order-cap', MAX_HOSTED_PRODUCTS_PER_CART + 1),
    ])
    const json = await withZoneAddress(t, body)
    const res = await t.request('/api/orders', { method: 'POST', json, ip: newAddress() })
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields).toEqual({ lines: TOO_MANY_HOSTED_PRODUCTS_MESSAGE })
    expect(standIn.hits).toEqual([])
  })
})

describe('ids the hosted store does not know', () => {
  it('are asked about once: the same cart again makes no call', async () => {
    const lines = madeUp('unknown', MAX_HOSTED_PRODUCTS_PER_CART)
    const first = await quote(lines)
    expect(first.status).toBe(200)
    const body = await first.json()
    expect(body.lines.every((l: { status: string }) => l.status === 'unavailable')).toBe(true)
    expect(productCalls()).toHaveLength(MAX_HOSTED_PRODUCTS_PER_CART)

    expect((await quote(lines)).status).toBe(200)
    expect((await t.request(`/api/hosted/products/unknown-3`)).status).toBe(404)
    expect(productCalls()).toHaveLength(MAX_HOSTED_PRODUCTS_PER_CART)
  })

  it('leave a real product priced from the cache', async () => {
    const lines = [hosted(WAGYU, 'variant_01A'), ...madeUp('beside', 19)]
    const first = await (await quote(lines)).json()
    expect(first.lines[0].name).toMatch(/Wagyu Gift Box/)
    const calls = standIn.hits.length
    // Product, then its variants' stock; and one call per unknown id.
    expect(calls).toBe(2 + 19)
    await quote(lines)
    expect(standIn.hits).toHaveLength(calls)
  })
})

describe('the per-address budgets', () => {
  /** The counter of `rule` for `ip`, as if `used` requests had come from it in this window. */
  const alreadyUsed = (rule: RateLimitRule, ip: string, used: number) =>
    t.db
      .insert(rateLimitCounters)
      .values({ key: rateLimitKey(rule, ip), failures: used, windowStartedAt: NOW })

  it('refuses the hosted routes to an address past its budget with an honest Retry-After, not to others', async () => {
    const busy = newAddress()
    await alreadyUsed(hostedLookupAddressRateLimit, busy, hostedLookupAddressRateLimit.limit)
    const refused = await t.request(`/api/hosted/products/${WAGYU}`, { ip: busy })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('600')
    expect((await refused.json()).error.code).toBe('too_many_attempts')
    expect((await t.request('/api/hosted/products', { ip: busy })).status).toBe(429)
    expect(standIn.hits).toEqual([])

    expect((await t.request(`/api/hosted/products/${WAGYU}`, { ip: newAddress() })).status).toBe(
      200,
    )
  })

  it('counts each different hosted product of a quote; a cart of our own products is not counted', async () => {
    const ip = newAddress()
    await alreadyUsed(hostedLookupAddressRateLimit, ip, hostedLookupAddressRateLimit.limit - 3)
    expect((await quote(madeUp('budget', 3), ip)).status).toBe(200)
    const own = [{ kind: 'product', productId: ribeye, unit: 'kg', quantity: 1 }]
    expect((await quote(own, ip)).status).toBe(200)

    const calls = standIn.hits.length
    const refused = await quote([hosted('budget-new')], ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('600')
    expect(standIn.hits).toHaveLength(calls)
  })

  it('refuses quotes from an address past the quote budget', async () => {
    const ip = newAddress()
    await alreadyUsed(cartQuoteRateLimits.address, ip, cartQuoteRateLimits.address.limit)
    const own = [{ kind: 'product', productId: ribeye, unit: 'kg', quantity: 1 }]
    expect((await quote(own, ip)).status).toBe(429)
    expect((await quote(own)).status).toBe(200)
  })
})

describe('the hosted product page', () => {
  it('counts against the same budget: past it the page goes out without asking the store', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-shell-'))
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
    )
    const app = createApp(t.deps, { clientDir })
    const page = (ip: string) =>
      app.request(
        `http://localhost/store/${WAGYU}-page`,
        {},
        {
          incoming: { socket: { remoteAddress: ip, remotePort: 1, remoteFamily: 'IPv4' } },
        },
      )
    try {
      const busy = newAddress()
      await t.db.insert(rateLimitCounters).values({
        key: rateLimitKey(hostedLookupAddressRateLimit, busy),
        failures: hostedLookupAddressRateLimit.limit,
        windowStartedAt: NOW,
      })
      const refused = await page(busy)
      expect(refused.status).toBe(200)
      expect(await refused.text()).toContain('<div id="root">')
      expect(productCalls()).toEqual([])

      // Another address's page still asks the store for its preview.
      await page(newAddress())
      expect(productCalls()).toHaveLength(1)
    } finally {
      fs.rmSync(clientDir, { recursive: true, force: true })
    }
  })
})
