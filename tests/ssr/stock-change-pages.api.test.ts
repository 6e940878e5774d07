import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '#server/app.ts'
import type { PageRenderer } from '#shared/page-render.ts'
import { TAG_SOLD_OUT } from '#shared/product-tags.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { formatKg } from '#shared/weight.ts'
import { productIdByName, updateProduct } from '#tests/support/fixtures/catalog-fixtures.ts'
import { firstZone, kg, orderBody, placeOk } from '#tests/support/fixtures/order-fixtures.ts'
import { pageShell } from '#tests/support/fixtures/page-shell-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { renderPage } from '#web/app/render-page.tsx'

/**
 * An order empties only the kept pages and JSON that show the stock of what it took
 * (issue 29, decision 0080): other products' pages and the home page stay kept, same
 * ETag and no new render, while every page showing the product shows its new stock
 * and, once the last kilogram is sold, SOLD OUT.
 */
let t: TestApp
let clientDir: string
let app: ReturnType<typeof createApp>
let zoneId: number
/** Chicken: not tagged NEW, so the home page (the newest cuts) does not show it. */
let chicken: number
/** Beef, another category: its page's related products are not chicken. */
let ribeye: number
const renders = new Map<string, number>()
const socket = { remoteAddress: '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' }

const countingRender: PageRenderer = (options) => {
  const address = new URL(options.url).pathname
  renders.set(address, (renders.get(address) ?? 0) + 1)
  return renderPage(options)
}

async function get(address: string, headers: Record<string, string> = {}) {
  const res = await app.request(`http://localhost${address}`, { headers }, { incoming: { socket } })
  const html = await res.text()
  // The text as read: React's markers between text parts dropped.
  return {
    status: res.status,
    etag: res.headers.get('etag'),
    html,
    text: html.replace(/<!-- -->/g, ''),
  }
}

/** The products the page's data carries (what the browser hydrates and buys from). */
function productsIn(html: string): PublicProduct[] {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)
  const found: PublicProduct[] = []
  JSON.parse(json![1]!, (_key, value) => {
    if (value && typeof value === 'object' && 'stockGrams' in value && 'tags' in value) {
      found.push(value as PublicProduct)
    }
    return value
  })
  return found
}

const chickenIn = (html: string) => productsIn(html).filter((p) => p.id === chicken)

/**
 * Requests the pages until each is kept (on PostgreSQL the setup's own change can
 * arrive from the listener during the first render); returns their ETags.
 */
async function keptPages(addresses: readonly string[]) {
  const etags = new Map<string, string>()
  for (const address of addresses) {
    await expect
      .poll(async () => (await get(address)).etag, {
        message: `${address} is kept`,
        timeout: 15_000,
      })
      .toBeTruthy()
    etags.set(address, (await get(address)).etag!)
  }
  return etags
}

/**
 * Makes a write and waits until this process has also heard it from PostgreSQL at
 * commit (PGlite has no listener), so a late NOTIFY cannot drop pages kept after it.
 */
async function written<T>(write: () => Promise<T> | T): Promise<T> {
  const before = t.deps.catalogCache.generation
  const result = await write()
  const heard = before + (t.deps.catalogListener ? 2 : 1)
  await vi.waitUntil(() => t.deps.catalogCache.generation >= heard, { timeout: 10_000 })
  return result
}

const unrelated = ['/', `/product/RIBEYE`, '/about']
const showingChicken = [`/product/CHICKEN`, '/products', '/products/chicken']
const at = (address: string) =>
  address.replace('RIBEYE', String(ribeye)).replace('CHICKEN', String(chicken))

beforeAll(async () => {
  t = await createTestApp()
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-stock-pages-'))
  fs.writeFileSync(path.join(clientDir, 'index.html'), pageShell())
  app = createApp(t.deps, { clientDir, renderPage: countingRender })
  zoneId = (await firstZone(t)).id
  chicken = await productIdByName(t, 'Free-Range Whole Chicken')
  ribeye = await productIdByName(t, 'Premium Ribeye Steak')
  // Two kilograms of chicken (the seed has none), sold by the kilogram.
  await written(() =>
    updateProduct(t, chicken, { stockGrams: 2_000, minOrderGrams: 1_000, tags: [] }),
  )
})

afterAll(async () => {
  await t.close()
  fs.rmSync(clientDir, { recursive: true, force: true })
})

describe('an order for one product', () => {
  it('leaves the pages and JSON that do not show it kept, and refreshes those that do', async () => {
    const pages = [...unrelated, ...showingChicken].map(at)
    const etags = await keptPages(pages)
    const ribeyeJson = await t.request(`/api/catalog/products/${ribeye}`)
    const ribeyeJsonTag = ribeyeJson.headers.get('etag')!
    const rendersBefore = new Map(renders)

    await written(() => placeOk(t, orderBody(zoneId, [kg(chicken, 1)])))

    for (const address of unrelated.map(at)) {
      const again = await get(address, { 'if-none-match': etags.get(address)! })
      expect(again.status, `${address} still kept, same ETag`).toBe(304)
      expect(renders.get(address), `${address} not rendered again`).toBe(rendersBefore.get(address))
    }
    const json = await t.request(`/api/catalog/products/${ribeye}`, {
      headers: { 'if-none-match': ribeyeJsonTag },
    })
    expect(json.status).toBe(304)
    // Kept, not computed again (a recomputed answer would have the same ETag).
    expect(t.deps.catalogCache.get(`product|${ribeye}`, Date.now())).toBeDefined()

    const product = await get(at('/product/CHICKEN'))
    expect(product.text.includes(`Low Stock: only ${formatKg(1_000)} left`)).toBe(true)
    for (const address of showingChicken.map(at)) {
      const page = await get(address)
      expect(page.etag, `${address} changed`).not.toBe(etags.get(address))
      const shown = chickenIn(page.html)
      expect(shown.length, `${address} carries the chicken`).toBeGreaterThan(0)
      expect(new Set(shown.map((p) => p.stockGrams))).toEqual(new Set([1_000]))
    }
    const detail = await (await t.request(`/api/catalog/products/${chicken}`)).json()
    expect(detail.product.stockGrams).toBe(1_000)
  })

  it('selling the last kilogram shows SOLD OUT on every listing of it, and nowhere else changes', async () => {
    const pages = [...unrelated, ...showingChicken].map(at)
    const etags = await keptPages(pages)
    const rendersBefore = new Map(renders)

    await written(() => placeOk(t, orderBody(zoneId, [kg(chicken, 1)])))

    for (const address of unrelated.map(at)) {
      expect((await get(address, { 'if-none-match': etags.get(address)! })).status).toBe(304)
    }
    expect(renders.get('/')).toBe(rendersBefore.get('/'))
    for (const address of showingChicken.map(at)) {
      const page = await get(address)
      expect(page.text.includes(TAG_SOLD_OUT), `${address} shows it sold out`).toBe(true)
      for (const shown of chickenIn(page.html)) {
        expect(shown).toMatchObject({ stockGrams: 0, tags: [TAG_SOLD_OUT] })
      }
    }
    expect((await get(at('/product/CHICKEN'))).text.includes('Out of Stock')).toBe(true)
  })

  it('stock given back by a cancelled order shows on its pages, and the others stay kept', async () => {
    const order = await written(() => placeOk(t, orderBody(zoneId, [kg(ribeye, 1)])))
    const pages = [...unrelated, ...showingChicken].map(at)
    const etags = await keptPages(pages)
    const { cookie } = await t.signIn('editor')
    const cancelled = await written(() =>
      t.request(`/api/admin/orders/${order.orderId}/status`, {
        method: 'PATCH',
        json: { status: 'cancelled' },
        cookie,
      }),
    )
    expect(cancelled.status).toBe(200)
    // Neither the chicken's pages nor About show the ribeye.
    for (const address of ['/about', at('/product/CHICKEN'), '/products/chicken']) {
      const again = await get(address, { 'if-none-match': etags.get(address)! })
      expect(again.status, `${address} still kept`).toBe(304)
    }
    // The ribeye's page, the home page's newest cuts and the whole listing do.
    const detail = await (await t.request(`/api/catalog/products/${ribeye}`)).json()
    for (const address of [at('/product/RIBEYE'), '/', '/products']) {
      const page = await get(address)
      expect(page.etag, `${address} is rendered again`).toBeNull()
      const shown = productsIn(page.html).filter((p) => p.id === ribeye)
      expect(shown.length, `${address} carries the ribeye`).toBeGreaterThan(0)
      for (const p of shown) expect(p.stockGrams).toBe(detail.product.stockGrams)
    }
  })
})
