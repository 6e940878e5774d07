import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '#server/app.ts'
import { notifyCatalogChanged } from '#server/catalog/catalog-changes.ts'
import { products } from '#server/db/schema/catalog.ts'
import { formatPeso } from '#shared/money.ts'
import type { PageRenderer } from '#shared/page-render.ts'
import { pageShell } from '#tests/support/fixtures/page-shell-fixtures.ts'
import { fakeHostedStore, hostedProduct } from '#tests/support/hosted-store/fake-hosted-store.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { renderPage } from '#web/app/render-page.tsx'

/**
 * The storefront as the server renders it (issue 18): what a shopper on a slow phone,
 * or with JavaScript off, sees before any script runs. Each page's HTML must hold the
 * page's main content, and the data the browser hydrates from.
 */
let t: TestApp
let clientDir: string
let app: ReturnType<typeof createApp>
const socket = { remoteAddress: '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' }

interface ListedProduct {
  id: number
  name: string
  priceCentavos: number
  discountPriceCentavos: number | null
  stockGrams: number
}

/** The price a shopper pays per kilogram, as the cards and the product page show it. */
const priceOf = (p: ListedProduct) => p.discountPriceCentavos ?? p.priceCentavos
/** 'Price: Low to High' as shoppers see it: in-stock products first (issue 31), then by price. */
const byShelfPrice = (a: ListedProduct, b: ListedProduct) =>
  Number(a.stockGrams <= 0) - Number(b.stockGrams <= 0) || priceOf(a) - priceOf(b)

function appWith(render: PageRenderer) {
  return createApp(t.deps, { clientDir, renderPage: render })
}

async function get(path: string, headers: Record<string, string> = {}, on = app) {
  const res = await on.request(`http://localhost${path}`, { headers }, { incoming: { socket } })
  return { res, status: res.status, html: await res.text() }
}

/** The markup React rendered into the root (text only, tags and React's comment markers dropped). */
function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1]
  return (root ?? '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
}

function pageData(html: string) {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)
  expect(json, 'the page carries its data').not.toBeNull()
  return JSON.parse(json![1]!) as {
    router: { loaderData: Record<string, unknown> }
    queries: { queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[] }
  }
}

let listing: { items: ListedProduct[]; total: number }

/** The built shell's entry script, as Vite writes it. */
const entryScript = '<script type="module" crossorigin src="/assets/index-test.js"></script>'

beforeAll(async () => {
  t = await createTestApp()
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-ssr-'))
  fs.writeFileSync(path.join(clientDir, 'index.html'), pageShell(`\n    ${entryScript}`))
  app = appWith(renderPage)
  listing = (await (await t.request('/api/catalog/products?pageSize=100')).json()) as typeof listing
})

afterAll(async () => {
  await t.close()
  fs.rmSync(clientDir, { recursive: true, force: true })
})

describe('each storefront page rendered with its content', () => {
  it('the home page: the hero and the newest cuts with their prices', async () => {
    const { status, html } = await get('/')
    expect(status).toBe(200)
    const text = rootText(html)
    expect(text).toContain('Premium Meats, Delivered Fresh')
    const newest = (await (await t.request('/api/catalog/products/newest')).json()) as
      | ListedProduct[]
      | { items: ListedProduct[] }
    const first = Array.isArray(newest) ? newest[0]! : newest.items[0]!
    expect(text).toContain(first.name)
    expect(text).toContain(formatPeso(priceOf(first)))
  })

  it('the listing: every product count, and each category, search, sort and page', async () => {
    const all = rootText((await get('/products')).html)
    expect(all).toContain(`Showing ${listing.total} product(s)`)
    expect(all).toContain(listing.items[0]!.name)

    const beef = (await (await t.request('/api/catalog/products?category=beef')).json()) as {
      total: number
    }
    const beefPage = rootText((await get('/products/beef')).html)
    expect(beefPage).toContain('Premium Beef')
    expect(beefPage).toContain(`Showing ${beef.total} product(s)`)

    const search = rootText((await get('/products?q=ribeye')).html)
    expect(search).toContain('Showing 1 product(s)')
    expect(search).toContain('Premium Ribeye Steak')

    const cheapest = [...listing.items].sort(byShelfPrice)[0]!
    const sorted = rootText((await get('/products?sort=price-asc&view=list')).html)
    const firstCard = listing.items
      .map((p) => ({ name: p.name, at: sorted.indexOf(p.name) }))
      .filter((p) => p.at >= 0)
      .sort((a, b) => a.at - b.at)[0]
    expect(firstCard?.name).toBe(cheapest.name)
  })

  it('a product page: its name and price per kilogram, its data ready for the browser', async () => {
    const product = listing.items[0]!
    const { status, html } = await get(`/product/${product.id}`)
    expect(status).toBe(200)
    const text = rootText(html)
    expect(text).toContain(product.name)
    expect(text).toContain(formatPeso(priceOf(product)))
    const data = pageData(html)
    const answered = data.queries.queries.find(
      (q) =>
        JSON.stringify(q.queryKey).includes(String(product.id)) && q.state.status === 'success',
    )
    expect(answered, 'the product answer travels with the page').toBeDefined()
    // Every route that has a loader counts as loaded, so the browser runs none again.
    expect(Object.values(data.router.loaderData).length).toBeGreaterThan(0)
  })

  it('bundles, recipes, a recipe, promotions, about and contact', async () => {
    const bundles = (await (await t.request('/api/catalog/bundles')).json()) as
      | { name: string }[]
      | { items: { name: string }[] }
    const bundleName = (Array.isArray(bundles) ? bundles : bundles.items)[0]!.name
    expect(rootText((await get('/bundles')).html)).toContain(bundleName)

    const recipes = (await (await t.request('/api/catalog/recipes')).json()) as
      | { id: number; title: string }[]
      | { items: { id: number; title: string }[] }
    const recipe = (Array.isArray(recipes) ? recipes : recipes.items)[0]!
    expect(rootText((await get('/recipes')).html)).toContain(recipe.title)
    expect(rootText((await get(`/recipe/${recipe.id}`)).html)).toContain(recipe.title)

    expect(rootText((await get('/promos')).html)).toContain('Current Promotions')
    expect(rootText((await get('/about')).html)).toContain('About Us')
    expect(rootText((await get('/contact')).html)).toContain('Contact Us')
  })

  it('the hosted store and one of its products', async () => {
    const hosted = (await (await t.request('/api/hosted/products')).json()) as {
      items: { id: string; title: string }[]
    }
    const product = hosted.items[0]!
    expect(rootText((await get('/store')).html)).toContain(product.title)
    const page = await get(`/store/${encodeURIComponent(product.id)}`)
    expect(page.status).toBe(200)
    expect(rootText(page.html)).toContain(product.title)
  })

  it("the shopper's own pages go out as the shop's frame, with nothing of anyone's cart or order", async () => {
    const notes = {
      '/cart': 'Turn on JavaScript to order',
      '/checkout': 'Turn on JavaScript to order',
      '/order-confirmation': 'Turn on JavaScript to see your order',
      '/order-status': 'Turn on JavaScript to see your order',
      // An order's own page, by its link's token (decision 0072): never rendered with the order.
      '/orders/AAAAAAAAAAAAAAAAAAAAAA': 'Turn on JavaScript to see your order',
    }
    for (const [path, note] of Object.entries(notes)) {
      const { res, status, html } = await get(path)
      expect(status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
      const text = rootText(html)
      expect(text, path).toContain('Skip to content')
      // The spinner waits for the app; without JavaScript it is hidden and a note
      // says what works instead (docs/product-rules.md §2).
      expect(html, path).toMatch(/<div class="[^"]*noscript:hidden[^"]*"><span role="status"/)
      const noscript = [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((m) => m[1]!)
      expect(
        noscript.find((block) => block.includes(`>${note}</h1>`)),
        path,
      ).toBeDefined()
    }
    // An old link with an email is never a page: it goes (303) to the form, email dropped.
    const lookup = await get('/order-status?orderId=ORD-1&email=ana%40example.com')
    expect(lookup.status).toBe(303)
    expect(lookup.res.headers.get('location')).toBe('/order-status?orderId=ORD-1&lookup=not-found')
    expect(lookup.res.headers.get('etag')).toBeNull()
    const orderPage = await get('/orders/AAAAAAAAAAAAAAAAAAAAAA')
    expect(orderPage.res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(orderPage.html).toContain('<meta name="robots" content="noindex">')
    expect(orderPage.html).not.toContain('AAAAAAAAAAAAAAAAAAAAAA')
  })
})

describe("the page's scripts start after it has painted (decision 0069)", () => {
  it('a rendered page names its scripts for the one inline loader the CSP allows', async () => {
    const { res, html } = await get('/products')
    expect(html).not.toContain(entryScript)
    const files = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(html)
    expect(JSON.parse(files![1]!)[0]).toBe('/assets/index-test.js')
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(inline).toHaveLength(1)
    const hash = createHash('sha256').update(inline[0]!).digest('base64')
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`)
  })

  it('the staff area, an app with nothing to paint first, loads its script at once', async () => {
    const { html } = await get('/admin')
    expect(html).toContain(entryScript)
    expect(html).not.toContain('app-scripts')
  })
})

describe('pages that do not exist', () => {
  it('an unknown product, category or address renders the not-found page with a 404', async () => {
    const product = await get('/product/999999')
    expect(product.status).toBe(404)
    expect(rootText(product.html)).toContain('Product Not Found')

    const category = await get('/products/lamb')
    expect(category.status).toBe(404)
    expect(rootText(category.html)).toContain('Page not found')

    const elsewhere = await get('/no-such-page')
    expect(elsewhere.status).toBe(404)
    expect(rootText(elsewhere.html)).toContain('Page not found')
  })

  it('the staff area stays an app loaded on demand: its shell is empty', async () => {
    const { html } = await get('/admin/login')
    expect(html).toContain('<div id="root"></div>')
  })
})

describe('rendered pages kept like the JSON', () => {
  it('goes out as it renders, then from the cache with an ETag, 304 when the browser holds it, fresh after a catalog write', async () => {
    const product = listing.items[1]!
    const first = await get(`/product/${product.id}`)
    // Sent while it rendered: its bytes were not all known when its headers left.
    expect(first.res.headers.get('etag')).toBeNull()
    expect(first.res.headers.get('cache-control')).toBe('no-cache')
    const kept = await get(`/product/${product.id}`)
    expect(kept.html).toBe(first.html)
    const etag = kept.res.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(kept.res.headers.get('cache-control')).toBe('no-cache')
    const again = await get(`/product/${product.id}`, { 'if-none-match': etag! })
    expect(again.status).toBe(304)

    // Written as the back office writes: the change is announced to every process.
    const renamed = `${product.name} (Fresh Today)`
    await t.db.update(products).set({ name: renamed }).where(eq(products.id, product.id))
    await notifyCatalogChanged(t.db, t.deps.catalogCache)
    const after = await get(`/product/${product.id}`, { 'if-none-match': etag! })
    expect(after.status).toBe(200)
    expect(rootText(after.html)).toContain(renamed)
  })

  it('tracking tags and junk parameters share one rendered page instead of each costing a render', async () => {
    // What each render was asked for. (On PostgreSQL an earlier test's catalog
    // notice can empty the cache at any moment, so the count of renders is not
    // the test: the addresses they render are.)
    const rendered: string[] = []
    const recording = appWith((request) => {
      rendered.push(new URL(request.url).pathname + new URL(request.url).search)
      return renderPage(request)
    })
    const product = listing.items[3]!
    const tagged = await get(`/product/${product.id}?utm_source=facebook&fbclid=abc`, {}, recording)
    const plain = await get(`/product/${product.id}`, {}, recording)
    expect(new Set(rendered)).toEqual(new Set([`/product/${product.id}`]))
    expect(plain.html).toBe(tagged.html)
    expect(rootText(tagged.html)).toContain(product.name)

    // A listing keeps what it shows (the sort), whatever else rides along.
    rendered.length = 0
    const sorted = await get('/products?utm_medium=sms&sort=price-asc', {}, recording)
    const again = await get('/products?sort=price-asc&ref=viber', {}, recording)
    expect(new Set(rendered)).toEqual(new Set(['/products?sort=price-asc']))
    expect(again.html).toBe(sorted.html)
    const [cheapest, next] = [...listing.items].sort(byShelfPrice)
    const text = rootText(sorted.html)
    expect(text.indexOf(cheapest!.name)).toBeGreaterThan(-1)
    expect(text.indexOf(cheapest!.name)).toBeLessThan(text.indexOf(next!.name))
    const byName = await get('/products?utm_medium=sms', {}, recording)
    expect(byName.html).not.toBe(sorted.html)
  })

  it('a product name cannot close the data element or run as script', async () => {
    const product = listing.items[2]!
    const hostile = '</script><script>alert(1)</script>'
    await t.db.update(products).set({ name: hostile }).where(eq(products.id, product.id))
    await notifyCatalogChanged(t.db, t.deps.catalogCache)
    const { html } = await get(`/product/${product.id}`)
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(JSON.stringify(pageData(html))).toContain(hostile)
  })
})

/** A logger that also keeps what it logs as errors. */
function loggerKeepingErrors() {
  const errors: unknown[] = []
  const logger = t.deps.logger.child({})
  const original = logger.error.bind(logger)
  logger.error = ((...args: Parameters<typeof original>) => {
    errors.push(args[0])
    return original(...args)
  }) as typeof logger.error
  return { logger, errors }
}

/** A renderer whose pages are held after their outer part, until `finish()`. */
function heldContent() {
  let finish: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    finish = resolve
  })
  const calls: string[] = []
  const render: PageRenderer = async (input) => {
    calls.push(new URL(input.url).pathname + new URL(input.url).search)
    const page = await renderPage(input)
    return { ...page, content: held.then(() => page.content) }
  }
  return { render, finish, calls }
}

/** Reads a response's body as it arrives. */
function bodyReader(res: Response) {
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  return {
    /** The next piece of the body sent. */
    async next() {
      const { value } = await reader.read()
      text += decoder.decode(value, { stream: true })
      return text
    },
    async rest() {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return text
        text += decoder.decode(value, { stream: true })
      }
    },
  }
}

/**
 * Empties the page cache, and on PostgreSQL waits until every catalog notice sent so
 * far has arrived (they come in order, after their transaction): none can empty the
 * cache in the middle of a test.
 */
async function emptyPageCache() {
  const before = t.deps.catalogCache.generation
  await notifyCatalogChanged(t.db, t.deps.catalogCache)
  if (!t.deps.catalogListener) return
  await vi.waitFor(() => expect(t.deps.catalogCache.generation).toBeGreaterThan(before + 1))
}

describe('a page sent as it renders (decision 0070)', () => {
  // Each test starts with pages new to the cache, and no notice on its way.
  beforeEach(emptyPageCache)

  it("sends the head while the page's own parts still render, then the page", async () => {
    const product = listing.items[0]!
    const { render, finish } = heldContent()
    const res = await appWith(render).request(
      `http://localhost/product/${product.id}`,
      {},
      { incoming: { socket } },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('x-accel-buffering')).toBe('no')
    const body = bodyReader(res)
    const head = await body.next()
    // The head names the page and its stylesheet and photo, so the browser fetches
    // them meanwhile; the page itself is not there yet.
    expect(head).toContain(`<title>${product.name} | Prime Cuts Butchery</title>`)
    expect(head.trimEnd().endsWith('<div id="root">')).toBe(true)
    finish()
    const html = await body.rest()
    expect(rootText(html)).toContain(product.name)
    expect(rootText(html)).toContain(formatPeso(priceOf(product)))
    expect(pageData(html).router.loaderData).toBeTruthy()
  })

  it('a burst of requests for one new page renders it once; the others get the finished page', async () => {
    const { render, finish, calls } = heldContent()
    const sharing = appWith(render)
    const first = get('/products?q=shared', {}, sharing)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    const others = [
      get('/products?q=shared', {}, sharing),
      get('/products?q=shared&utm_source=sms', {}, sharing),
    ]
    finish()
    const [sent, ...kept] = await Promise.all([first, ...others])
    expect(calls).toEqual(['/products?q=shared'])
    for (const page of kept) {
      expect(page.status).toBe(200)
      expect(page.html).toBe(sent!.html)
      expect(page.res.headers.get('etag')).toBeTruthy()
    }
  })

  it('a catalog write while the page renders keeps that page out of the cache', async () => {
    const { render, finish, calls } = heldContent()
    const writing = appWith(render)
    const first = get('/products?q=written', {}, writing)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    // The back office writes while the page is half sent.
    await emptyPageCache()
    finish()
    expect((await first).status).toBe(200)
    const next = await get('/products?q=written', {}, writing)
    expect(calls).toHaveLength(2)
    expect(next.res.headers.get('etag')).toBeNull()
  })

  it('holds its render slot until the page has rendered, not only its head', async () => {
    const { render, finish, calls } = heldContent()
    const queued = appWith(render)
    const pages = Array.from({ length: 4 }, (_, i) => get(`/products?q=turn${i}`, {}, queued))
    await vi.waitFor(() => expect(calls).toHaveLength(3))
    // Three pages have sent their heads; the fourth waits for a slot all the same.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toHaveLength(3)
    finish()
    expect((await Promise.all(pages)).map((p) => p.status)).toEqual([200, 200, 200, 200])
    expect(calls).toHaveLength(4)
  })

  it('a page that fails after its head went out is finished as the plain app, logged, and not kept', async () => {
    let calls = 0
    const failing: PageRenderer = async (input) => {
      calls += 1
      const page = await renderPage(input)
      if (calls > 1) return page
      void page.content.catch(() => {})
      return { ...page, content: Promise.reject(new Error('secret internals: render state')) }
    }
    const { logger, errors } = loggerKeepingErrors()
    const failingApp = createApp({ ...t.deps, logger }, { clientDir, renderPage: failing })
    const broken = await get('/recipes', {}, failingApp)
    // The status went out with the head; the browser renders the page itself.
    expect(broken.status).toBe(200)
    expect(broken.html).toContain('<div id="root"></div>')
    expect(broken.html).toContain(entryScript.trim())
    expect(broken.html).not.toContain('secret internals')
    expect(errors).toContainEqual(expect.objectContaining({ path: '/recipes' }))
    const next = await get('/recipes', {}, failingApp)
    expect(calls).toBe(2)
    expect(rootText(next.html)).toContain('Recipes')
  })
})

describe('a burst of pages new to the cache', () => {
  it('renders three at a time, and other requests are answered meanwhile', async () => {
    let active = 0
    let most = 0
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const gated: PageRenderer = async (input) => {
      active += 1
      most = Math.max(most, active)
      try {
        await gate
        return await renderPage(input)
      } finally {
        active -= 1
      }
    }
    const burstApp = appWith(gated)
    const pages = Array.from({ length: 6 }, (_, i) => get(`/products?q=burst${i}`, {}, burstApp))
    await vi.waitFor(() => expect(active).toBe(3))
    // Three wait their turn; a cached page and the JSON API do not wait for them.
    const json = await burstApp.request(
      'http://localhost/api/catalog/products',
      {},
      { incoming: { socket } },
    )
    expect(json.status).toBe(200)
    expect(active).toBe(3)
    release()
    expect((await Promise.all(pages)).map((p) => p.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(most).toBe(3)
  })
})

describe('the hosted store failing', () => {
  it('renders /store/:id with its error view, and a slow store holds no other page', async () => {
    const store = fakeHostedStore()
    store.put(hostedProduct({ id: 'prod-down', title: 'Tallow Candle' }))
    store.setDown(true)
    const withStore = createApp({ ...t.deps, hostedStore: store }, { clientDir, renderPage })
    const down = await get('/store/prod-down', {}, withStore)
    expect(rootText(down.html)).toContain('Error loading product')

    // A store that does not answer at all: the page waits for it (up to the hosted
    // client's own timeout), the rest of the shop does not.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const slow = {
      ...store,
      getProduct: async (id: string) => {
        await held
        store.setDown(false)
        return store.getProduct(id)
      },
    }
    const slowApp = createApp({ ...t.deps, hostedStore: slow }, { clientDir, renderPage })
    const waiting = get('/store/prod-down', {}, slowApp)
    const other = await get('/products', {}, slowApp)
    expect(other.status).toBe(200)
    expect(rootText(other.html)).toContain(`Showing ${listing.total} product(s)`)
    release()
    expect(rootText((await waiting).html)).toContain('Tallow Candle')
  })
})

describe('a render that throws', () => {
  it('answers 500 with no internals, logs it, and the next request renders again', async () => {
    let calls = 0
    const flaky: PageRenderer = async (input) => {
      calls += 1
      if (calls === 1) throw new Error('secret internals: connection string postgres://x')
      return renderPage(input)
    }
    const { logger, errors } = loggerKeepingErrors()
    const failing = createApp({ ...t.deps, logger }, { clientDir, renderPage: flaky })
    const broken = await get('/about', {}, failing)
    expect(broken.status).toBe(500)
    expect(broken.html).not.toContain('secret internals')
    expect(errors).toContainEqual(expect.objectContaining({ path: '/about' }))
    const next = await get('/about', {}, failing)
    expect(next.status).toBe(200)
    expect(rootText(next.html)).toContain('About Us')
  })
})
