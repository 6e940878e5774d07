import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { CatalogCache } from '#server/catalog/catalog-cache.ts'
import { hostedLookupAddressRateLimit } from '#server/hosted-store/hosted-limits.ts'
import {
  type HostedStoreClient,
  HostedStoreError,
} from '#server/hosted-store/hosted-store-client.ts'
import { hitRateLimit } from '#server/http/rate-limit.ts'
import type { PageRenderer } from '#shared/page-render.ts'
import type { HostedListItem } from '#shared/schemas/hosted-store.ts'
import { pageShell } from '#tests/support/fixtures/page-shell-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { renderPage } from '#web/app/render-page.tsx'

/**
 * Issue 29: a page kept in the page cache is shown to everyone, so it must be what
 * anyone would see. The render asks the API as itself (its own budget, not the
 * visitor's), and a render that ended with a query in error or a part failed is sent
 * to the one who asked and never kept.
 */
let t: TestApp
let clientDir: string
const couldNotLoad = 'We could not load the store'

const listItem = (title: string, subtitle: string | null = null): HostedListItem => ({
  id: `prod-${title.toLowerCase().replace(/\W+/g, '-')}`,
  title,
  subtitle,
  ribbon_text: null,
  image: null,
  price_in_cents: 45_000,
  sale_price_in_cents: null,
  currency: 'php',
  formatted_price: '₱450.00',
  formatted_sale_price: null,
  purchasable: true,
})

/** A hosted store whose list a test sets, or takes down (the service answering 502). */
function storeWith(items: HostedListItem[]) {
  const store: HostedStoreClient & { items: HostedListItem[]; down: boolean } = {
    items,
    down: false,
    async listProducts(): Promise<HostedListItem[]> {
      if (store.down) throw new HostedStoreError(502, 'HTTP 502: Bad Gateway')
      return structuredClone(store.items)
    },
    async getProduct(): Promise<never> {
      throw new HostedStoreError(404, 'HTTP 404: Not Found')
    },
  }
  return store
}

/** An app of its own (its own page cache), recording its renders and what it logs as warnings. */
function shopWith(hostedStore: HostedStoreClient) {
  const renders: string[] = []
  const warnings: { path?: string; reason?: string; msg: string }[] = []
  const logger = t.deps.logger.child({})
  const warn = logger.warn.bind(logger)
  logger.warn = ((obj: object, msg: string) => {
    warnings.push({ ...obj, msg })
    return warn(obj, msg)
  }) as typeof logger.warn
  const recording: PageRenderer = (input) => {
    renders.push(new URL(input.url).pathname)
    return renderPage(input)
  }
  const app = createApp(
    { ...t.deps, logger, hostedStore, catalogCache: new CatalogCache() },
    { clientDir, renderPage: recording },
  )
  /** A GET from `address`, as its socket says. */
  const get = async (url: string, address: string) => {
    const socket = { remoteAddress: address, remotePort: 50_000, remoteFamily: 'IPv4' }
    const res = await app.request(`http://localhost${url}`, {}, { incoming: { socket } })
    return { res, status: res.status, html: await res.text() }
  }
  return { get, renders, warnings }
}

beforeAll(async () => {
  t = await createTestApp()
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-kept-'))
  fs.writeFileSync(path.join(clientDir, 'index.html'), pageShell())
})

afterAll(async () => {
  await t.close()
  fs.rmSync(clientDir, { recursive: true, force: true })
})

describe("a shared page never keeps one visitor's refusal", () => {
  it('a client that spent its hosted-store budget asks for /store first: everyone gets the store', async () => {
    const shop = shopWith(storeWith([listItem('Wagyu Tallow Candle')]))
    const spender = '203.0.113.7'
    await hitRateLimit(
      t.db,
      hostedLookupAddressRateLimit,
      spender,
      t.deps.now(),
      hostedLookupAddressRateLimit.limit,
    )
    // Its own calls are refused, as they should be.
    expect((await shop.get('/api/hosted/products', spender)).status).toBe(429)

    // The page cache is empty (a new app); the spender asks first. The render asks the
    // API on its own budget, so the page has the store.
    const first = await shop.get('/store', spender)
    expect(first.status).toBe(200)
    expect(first.html).toContain('Wagyu Tallow Candle')
    expect(first.html).not.toContain(couldNotLoad)

    // The next shopper gets the kept page: the store, not a refusal.
    const next = await shop.get('/store', '198.51.100.20')
    expect(next.res.headers.get('etag')).toBeTruthy()
    expect(next.html).toContain('Wagyu Tallow Candle')
    expect(next.html).not.toContain(couldNotLoad)
    expect(shop.renders).toEqual(['/store'])
  })

  it('a store answering 502 is shown to the shopper who asked, never kept, and the log says so', async () => {
    const store = storeWith([listItem('Beef Tallow Soap')])
    const shop = shopWith(store)
    store.down = true
    const during = await shop.get('/store', '198.51.100.30')
    expect(during.status).toBe(200)
    expect(during.html).toContain(couldNotLoad)
    expect(shop.warnings).toContainEqual(
      expect.objectContaining({
        msg: 'page not kept in the cache',
        path: '/store',
        reason: expect.stringContaining('hosted-store'),
      }),
    )

    // The store is back: the next shopper gets it, rendered again, not the kept error.
    store.down = false
    const after = await shop.get('/store', '198.51.100.31')
    expect(after.html).toContain('Beef Tallow Soap')
    expect(after.html).not.toContain(couldNotLoad)
    expect(shop.renders).toEqual(['/store', '/store'])
    const kept = await shop.get('/store', '198.51.100.32')
    expect(kept.res.headers.get('etag')).toBeTruthy()
    expect(kept.html).toContain('Beef Tallow Soap')
  })

  it('a page with a part that failed to render is sent, never kept', async () => {
    // A store answering a subtitle that is no text: the list's part fails on the server.
    const junk = { html: '<b>not text</b>' } as unknown as string
    const store = storeWith([listItem('Chicharon Bits', junk)])
    const shop = shopWith(store)
    const broken = await shop.get('/store', '198.51.100.40')
    expect(broken.status).toBe(200)
    // React's mark for a part the browser renders itself.
    expect(broken.html).toContain('<!--$!-->')
    expect(shop.warnings).toContainEqual(
      expect.objectContaining({
        msg: 'page not kept in the cache',
        reason: expect.stringContaining('part(s) failed'),
      }),
    )

    store.items = [listItem('Chicharon Bits', 'Crispy pork rind')]
    const fixed = await shop.get('/store', '198.51.100.41')
    expect(fixed.html).toContain('Crispy pork rind')
    expect(fixed.html).not.toContain('<!--$!-->')
    expect(shop.renders).toEqual(['/store', '/store'])
  })
})
