import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import type { HostedProduct, HostedProductList } from '#shared/schemas/hosted-store.ts'
import { startSampleStoreServer } from '#tests/support/hosted-store/sample-store-server.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { createHostedStoreClient } from './http-hosted-store-client.ts'

const WAGYU = 'prod_01JZ8Q6W3KWAGYU'

let standIn: Awaited<ReturnType<typeof startSampleStoreServer>>
let t: TestApp

beforeAll(async () => {
  standIn = await startSampleStoreServer()
  t = await createTestApp({ HOSTED_STORE_URL: standIn.url, HOSTED_STORE_ID: standIn.storeId })
})
afterAll(async () => {
  await t.close()
  await standIn.close()
})
beforeEach(() => {
  standIn.set({})
  standIn.hits.length = 0
})

describe('GET /api/hosted/products/:id', () => {
  it('answers the mapped product, uncached by browsers', async () => {
    const res = await t.request(`/api/hosted/products/${WAGYU}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const product = (await res.json()) as HostedProduct
    expect(product).toMatchObject({ id: WAGYU, title: 'Wagyu Gift Box', price_in_cents: 420000 })
    expect(product.variants[0]?.formatted_price).toBe('₱4,500.00')
  })

  it('does not ask the service again for a product it just read', async () => {
    await t.request('/api/hosted/products/prod_01SAMPLEPRAWNS')
    await t.request('/api/hosted/products/prod_01SAMPLEPRAWNS')
    expect(standIn.hits.filter((h) => h.includes('/products/prod_01SAMPLEPRAWNS'))).toHaveLength(1)
  })

  it('sends a description without its script or handler', async () => {
    const res = await t.request('/api/hosted/products/prod_01SAMPLEPRAWNS')
    const { description } = (await res.json()) as HostedProduct
    expect(description).toContain('garlic butter')
    expect(description).not.toMatch(/<script|onerror/i)
  })

  it('keeps the service 404 as 404 in our error shape', async () => {
    const res = await t.request('/api/hosted/products/prod_unknown')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'HTTP 404: Not Found' },
    })
  })

  it('answers 502 when the service fails or sends HTML', async () => {
    standIn.set({ failWith: 500 })
    const broken = await t.request('/api/hosted/products/prod_01SAMPLECHICKEN')
    expect(broken.status).toBe(502)
    expect(await broken.json()).toEqual({
      error: { code: 'service_unavailable', message: 'HTTP 500: Internal Server Error' },
    })
    standIn.set({ failWith: 'html' })
    const html = await t.request('/api/hosted/products/prod_01SAMPLELIEMPO')
    expect(html.status).toBe(502)
    expect(((await html.json()) as { error: { message: string } }).error.message).toBe(
      'HTTP 502: Bad Gateway',
    )
  })
})

describe('a slow service', () => {
  it('answers 504 once the timeout passes', async () => {
    const configured = t.deps.hostedStore
    t.deps.hostedStore = createHostedStoreClient({
      baseUrl: standIn.url,
      storeId: standIn.storeId,
      logger: t.deps.logger,
      timeoutMs: 100,
    })
    try {
      standIn.set({ delayMs: 500 })
      const res = await t.request(`/api/hosted/products/${WAGYU}`)
      expect(res.status).toBe(504)
      expect(await res.json()).toEqual({
        error: { code: 'service_unavailable', message: 'HTTP 504: Gateway Timeout' },
      })
    } finally {
      t.deps.hostedStore = configured
    }
  })
})

describe('GET /api/hosted/products', () => {
  it('lists the store with prices and covers', async () => {
    const res = await t.request('/api/hosted/products')
    expect(res.status).toBe(200)
    const { items } = (await res.json()) as HostedProductList
    expect(items.map((i) => i.id)).toEqual([
      WAGYU,
      'prod_01SAMPLELIEMPO',
      'prod_01SAMPLEPRAWNS',
      'prod_01SAMPLECHICKEN',
    ])
    expect(items[1]).toMatchObject({
      formatted_price: '₱1,200.00',
      formatted_sale_price: '₱999.00',
      image: '/images/samples/product-liempo.svg',
    })
  })
})

describe('the built-in sample store (no HOSTED_STORE_URL)', () => {
  it('answers products without any service configured', async () => {
    const local = await createTestApp()
    try {
      const res = await local.request(`/api/hosted/products/${WAGYU}`)
      expect(res.status).toBe(200)
      const product = (await res.json()) as HostedProduct
      expect(product.images.map((i) => i.url)).toEqual([
        '/images/samples/product-ribeye.svg',
        '/images/samples/bundle-grill.svg',
        '/images/samples/category-beef.svg',
      ])
      const list = (await (await local.request('/api/hosted/products')).json()) as HostedProductList
      expect(list.items).toHaveLength(4)
    } finally {
      await local.close()
    }
  })
})

describe('link previews of /store/:id', () => {
  const shell =
    '<!doctype html><html><head><meta name="description" content="Generic."><title>Shop</title></head><body></body></html>'
  let clientDir: string
  let app: ReturnType<typeof createApp>

  beforeAll(() => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-hosted-seo-'))
    fs.writeFileSync(path.join(clientDir, 'index.html'), shell)
    app = createApp(t.deps, { clientDir })
  })
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }))

  it('carries the product title and its description', async () => {
    const res = await app.request(`/store/${WAGYU}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<title>Wagyu Gift Box \| [^<]+<\/title>/)
    expect(html).toContain(
      '<meta name="description" content="A5 wagyu striploin and ribeye gift box, delivered frozen.">',
    )
    expect(html).toContain(`/store/${WAGYU}"`)
  })

  it('titles the store listing', async () => {
    const html = await (await app.request('/store')).text()
    expect(html).toMatch(/<title>Store \| [^<]+<\/title>/)
  })

  it('still serves the page, with the default meta, when the service fails', async () => {
    standIn.set({ failWith: 500 })
    const res = await app.request('/store/prod_01SAMPLEOTHER')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<title>Premium Meat and Seafood Delivery \| [^<]+<\/title>/)
    expect(html).toContain('<meta name="description" content="Premium beef, pork')
  })
})
