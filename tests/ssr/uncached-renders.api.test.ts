import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '#server/app.ts'
import { CatalogCache } from '#server/catalog/catalog-cache.ts'
import type { HostedStoreClient } from '#server/hosted-store/hosted-store-client.ts'
import { hitRateLimit } from '#server/http/rate-limit.ts'
import {
  HOSTED_RENDERS_AT_ONCE,
  HOSTED_RENDERS_WAITING,
  pageRenderAddressRateLimit,
  RENDERS_AT_ONCE,
  RENDERS_WAITING,
} from '#server/page-rendering/render-limits.ts'
import type { PageRenderer } from '#shared/page-render.ts'
import { pageShell } from '#tests/support/fixtures/page-shell-fixtures.ts'
import { fakeHostedStore, hostedProduct } from '#tests/support/hosted-store/fake-hosted-store.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { renderPage } from '#web/app/render-page.tsx'

/**
 * Issue 29, 'Uncached renders are not limited': a render is CPU work on the one event
 * loop, so how many run, wait and come from one address is bounded; past any bound the
 * page goes out as the plain app shell (200, rendered by the browser), at once. And a
 * path has one spelling, so `/about/` and `/ab%6Fut` are not pages of their own.
 */
let t: TestApp
let clientDir: string
const entryScript = '<script type="module" crossorigin src="/assets/index-test.js"></script>'
const shell = pageShell(`\n    ${entryScript}`)

/** A renderer held before it starts, until `release()`; `calls` lists what it was asked for. */
function gatedRenderer() {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const calls: string[] = []
  const render: PageRenderer = async (input) => {
    calls.push(new URL(input.url).pathname + new URL(input.url).search)
    await gate
    return renderPage(input)
  }
  return { render, release, calls }
}

function shopWith(render: PageRenderer, hostedStore: HostedStoreClient = t.deps.hostedStore) {
  const app = createApp(
    { ...t.deps, hostedStore, catalogCache: new CatalogCache() },
    { clientDir, renderPage: render },
  )
  return async (url: string, address = '198.51.100.1') => {
    const socket = { remoteAddress: address, remotePort: 50_000, remoteFamily: 'IPv4' }
    const res = await app.request(`http://localhost${url}`, {}, { incoming: { socket } })
    return { res, status: res.status, html: await res.text() }
  }
}

/** For a loaded machine: what a render does before it starts is asked of the database. */
const patiently = { timeout: 20_000 }

/** The built shell as it is: nothing rendered into it, its script loaded at once. */
const isPlainShell = (html: string) => html === shell

beforeAll(async () => {
  t = await createTestApp()
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-uncached-'))
  fs.writeFileSync(path.join(clientDir, 'index.html'), shell)
  fs.mkdirSync(path.join(clientDir, 'assets'))
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-test.js'), 'export {}\n')
})

afterAll(async () => {
  await t.close()
  fs.rmSync(clientDir, { recursive: true, force: true })
})

describe('one spelling of each page', () => {
  it('redirects (301) other spellings of a path before rendering, the query kept', async () => {
    const { render, release, calls } = gatedRenderer()
    release()
    const get = shopWith(render)
    const moved = {
      '/about/': '/about',
      '/about//': '/about',
      '/ab%6Fut': '/about',
      '//about': '/about',
      '/products/?q=beef&utm_source=sms': '/products?q=beef&utm_source=sms',
      '/products//beef/': '/products/beef',
    }
    for (const [from, to] of Object.entries(moved)) {
      const { res, status } = await get(from)
      expect(status, from).toBe(301)
      expect(res.headers.get('location'), from).toBe(to)
    }
    expect(calls).toEqual([])

    // The canonical spellings, the API and the built files answer as before.
    expect((await get('/')).status).toBe(200)
    expect((await get('/about')).status).toBe(200)
    expect((await get('/api/health')).status).toBe(200)
    expect((await get('/api/catalog/products/')).status).not.toBe(301)
    expect((await get('/assets/index-test.js')).status).toBe(200)
    // A path that is no page is a 404 however it is spelled, never sent elsewhere.
    expect((await get('//no-such/page/')).status).toBe(404)
    expect(calls).toEqual(['/', '/about', '//no-such/page/'])
  })
})

describe('the render queue is bounded', () => {
  it(`runs ${RENDERS_AT_ONCE}, holds ${RENDERS_WAITING} more, and sends the plain shell past them at once`, async () => {
    const { render, release, calls } = gatedRenderer()
    const get = shopWith(render)
    const held = RENDERS_AT_ONCE + RENDERS_WAITING
    const queued = Array.from({ length: held }, (_, i) => get(`/products?q=queued${i}`))
    await vi.waitFor(() => expect(calls).toHaveLength(RENDERS_AT_ONCE), patiently)
    // The queue is full: these are answered while every render still waits.
    const past = await Promise.all([get('/products?q=past1'), get('/products?q=past2')])
    for (const page of past) {
      expect(page.status).toBe(200)
      expect(isPlainShell(page.html)).toBe(true)
    }
    release()
    const rendered = await Promise.all(queued)
    expect(rendered.map((p) => p.status)).toEqual(Array(held).fill(200))
    expect(rendered.every((p) => p.html.includes('Showing'))).toBe(true)
    expect(calls).toHaveLength(held)
  })
})

describe('uncached renders per address', () => {
  it('past its renders an address gets the plain shell; kept pages and other addresses are unaffected', async () => {
    const { render, release, calls } = gatedRenderer()
    release()
    const get = shopWith(render)
    const flooder = '203.0.113.50'
    const neighbour = '203.0.113.51'
    await hitRateLimit(
      t.db,
      pageRenderAddressRateLimit,
      flooder,
      t.deps.now(),
      pageRenderAddressRateLimit.limit,
    )
    const refused = await get('/products?q=ribeye', flooder)
    expect(refused.status).toBe(200)
    expect(isPlainShell(refused.html)).toBe(true)
    expect(calls).toEqual([])

    // Another address gets the page rendered, and the cache keeps it ...
    const rendered = await get('/products?q=ribeye', neighbour)
    expect(rendered.html).toContain('Premium Ribeye Steak')
    // ... which the spent address is sent too: a kept page costs no render.
    const kept = await get('/products?q=ribeye', flooder)
    expect(kept.html).toContain('Premium Ribeye Steak')
    expect(kept.res.headers.get('etag')).toBeTruthy()
    expect(calls).toEqual(['/products?q=ribeye'])
  })

  it('counts a page not kept (a random path) every time it renders', async () => {
    const { render, release, calls } = gatedRenderer()
    release()
    const get = shopWith(render)
    const prober = '203.0.113.60'
    await hitRateLimit(
      t.db,
      pageRenderAddressRateLimit,
      prober,
      t.deps.now(),
      pageRenderAddressRateLimit.limit - 2,
    )
    expect((await get('/no-such-page-1', prober)).status).toBe(404)
    expect((await get('/no-such-page-2', prober)).status).toBe(404)
    const third = await get('/no-such-page-3', prober)
    expect(third.status).toBe(404)
    expect(isPlainShell(third.html)).toBe(true)
    expect(calls).toEqual(['/no-such-page-1', '/no-such-page-2'])
  })
})

describe('hosted product pages have a pool of their own', () => {
  it(`a store that hangs holds at most ${HOSTED_RENDERS_AT_ONCE} + ${HOSTED_RENDERS_WAITING} of its pages; past them the plain shell, and the shop's pages render meanwhile`, async () => {
    const store = fakeHostedStore()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const asked: string[] = []
    const hanging: HostedStoreClient = {
      listProducts: () => store.listProducts(),
      getProduct: async (id) => {
        asked.push(id)
        await gate
        return store.getProduct(id)
      },
    }
    const held = HOSTED_RENDERS_AT_ONCE + HOSTED_RENDERS_WAITING
    for (let i = 0; i < held + 1; i++) store.put(hostedProduct({ id: `p${i}`, title: `Item ${i}` }))
    const get = shopWith(renderPage, hanging)
    const waiting = Array.from({ length: held }, (_, i) => get(`/store/p${i}`))
    await vi.waitFor(() => expect(asked).toHaveLength(HOSTED_RENDERS_AT_ONCE), patiently)
    const past = await get(`/store/p${held}`)
    expect(past.status).toBe(200)
    expect(isPlainShell(past.html)).toBe(true)
    // The shop's own pages do not wait for the store.
    const products = await get('/products?q=liempo')
    expect(products.html).toContain('Showing')
    expect(asked).toHaveLength(HOSTED_RENDERS_AT_ONCE)

    release()
    const pages = await Promise.all(waiting)
    pages.forEach((page, i) => {
      expect(page.status).toBe(200)
      expect(page.html).toContain(`Item ${i}`)
    })
  })
})
