import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { CatalogCache } from '#server/catalog/catalog-cache.ts'
import { mediaAssets, productImages, products, recipes } from '#server/db/schema/catalog.ts'
import { PRODUCT_GALLERY_SIZES } from '#shared/responsive-image.ts'
import { pageShell } from '#tests/support/fixtures/page-shell-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * The shell as a crawler or a chat app sees it: no JavaScript runs, so everything
 * a preview needs must be in the HTML the server sends.
 */
const shell = pageShell()

let t: TestApp
let clientDir: string
let app: ReturnType<typeof createApp>
let publicApp: ReturnType<typeof createApp>
const local = 'http://127.0.0.1:8080'
let ids: { ribeye: number; liempo: number; draft: number; hostile: number; recipe: number }

beforeAll(async () => {
  t = await createTestApp()
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-seo-'))
  fs.writeFileSync(path.join(clientDir, 'index.html'), shell)
  // Without PUBLIC_URL links are built on the address the server listens on; the tests
  // ask as http://shop.test, a Host header that must never reach a link.
  app = createApp({ ...t.deps, config: { ...t.deps.config, siteOrigin: local } }, { clientDir })
  const publicConfig = {
    ...t.deps.config,
    publicUrl: 'https://primecuts.example',
    siteOrigin: 'https://primecuts.example',
  }
  // Its own cache: pages are kept per process, and a process has one public address.
  publicApp = createApp(
    { ...t.deps, config: publicConfig, catalogCache: new CatalogCache() },
    { clientDir },
  )

  const bySku = async (sku: string) =>
    (await t.db.select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]!.id
  const base = { category: 'beef' as const, cutType: 'Sirloin', priceCentavos: 50_000 }
  const [draft] = await t.db
    .insert(products)
    .values({ ...base, name: 'Secret Wagyu', sku: 'SEO-DRAFT', visibility: 'draft' })
    .returning()
  const [hostile] = await t.db
    .insert(products)
    .values({
      ...base,
      name: '</title><script>alert(1)</script>',
      sku: 'SEO-XSS',
      description: '"><img src=x onerror=alert(2)> & more',
    })
    .returning()
  const [recipe] = await t.db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.title, 'Classic Pan-Seared Ribeye'))
  ids = {
    ribeye: await bySku('BEEF-RIB-001'),
    liempo: await bySku('PORK-BLY-001'),
    draft: draft!.id,
    hostile: hostile!.id,
    recipe: recipe!.id,
  }
})
afterAll(async () => {
  await t.close()
  fs.rmSync(clientDir, { recursive: true, force: true })
})

const page = async (target: ReturnType<typeof createApp>, url: string) => {
  const res = await target.request(`http://shop.test${url}`)
  return { status: res.status, html: await res.text(), res }
}
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1]

describe('link previews in the page shell', () => {
  it('describes a product: title, description, image, type and price', async () => {
    const { status, html } = await page(app, `/product/${ids.ribeye}`)
    expect(status).toBe(200)
    expect(html).toContain('<title>Premium Ribeye Steak | Prime Cuts Butchery</title>')
    expect(meta(html, 'description')).toMatch(/^₱850\.00 per kg\. Well-marbled ribeye/)
    expect(meta(html, 'og:type')).toBe('product')
    expect(meta(html, 'og:title')).toBe('Premium Ribeye Steak')
    expect(meta(html, 'og:url')).toBe(`${local}/product/${ids.ribeye}`)
    expect(meta(html, 'og:image')).toBe(`${local}/images/samples/product-ribeye.svg`)
    expect(meta(html, 'product:price:amount')).toBe('850.00')
    expect(meta(html, 'product:price:currency')).toBe('PHP')
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(meta(html, 'twitter:title')).toBe('Premium Ribeye Steak')
    expect(meta(html, 'twitter:image')).toBe(`${local}/images/samples/product-ribeye.svg`)
    expect(html).toContain(`<link rel="canonical" href="${local}/product/${ids.ribeye}">`)
  })

  it("preloads a product's main image, with the srcset its gallery uses for an upload", async () => {
    const preload = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0]
    expect(preload((await page(app, `/product/${ids.ribeye}`)).html)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/samples/product-ribeye.svg">',
    )

    const key = 'c'.repeat(32)
    await t.db
      .insert(mediaAssets)
      .values({ key, width: 2000, height: 1500, variantWidths: [320, 640, 1280], bytes: 1 })
    const [uploaded] = await t.db
      .insert(products)
      .values({
        category: 'beef',
        cutType: 'Sirloin',
        priceCentavos: 50_000,
        name: 'Uploaded',
        sku: 'SEO-UPLOAD',
      })
      .returning()
    await t.db.insert(productImages).values({
      productId: uploaded!.id,
      position: 0,
      url: `/media/${key}/1280.webp`,
      mediaKey: key,
    })
    expect(preload((await page(app, `/product/${uploaded!.id}`)).html)).toBe(
      `<link rel="preload" as="image" fetchpriority="high" href="/media/${key}/1280.webp"` +
        ` imagesrcset="/media/${key}/320.webp 320w, /media/${key}/640.webp 640w, /media/${key}/1280.webp 1280w"` +
        ` imagesizes="${PRODUCT_GALLERY_SIZES}">`,
    )
  })

  it('prices a discounted product at what a shopper pays', async () => {
    const { html } = await page(app, `/product/${ids.liempo}`)
    expect(meta(html, 'product:price:amount')).toBe('280.00')
  })

  it('builds absolute URLs on PUBLIC_URL when it is set', async () => {
    const { html } = await page(publicApp, `/product/${ids.ribeye}`)
    expect(meta(html, 'og:image')).toBe(
      'https://primecuts.example/images/samples/product-ribeye.svg',
    )
    expect(meta(html, 'og:url')).toBe(`https://primecuts.example/product/${ids.ribeye}`)
  })

  it('describes a recipe', async () => {
    const { status, html } = await page(app, `/recipe/${ids.recipe}`)
    expect(status).toBe(200)
    expect(html).toContain('<title>Classic Pan-Seared Ribeye | Prime Cuts Butchery</title>')
    expect(meta(html, 'og:type')).toBe('article')
    expect(meta(html, 'og:description')).toMatch(/^Ingredients: 1 ribeye steak/)
    expect(meta(html, 'og:image')).toBe(`${local}/images/samples/recipe-steak.svg`)
  })

  it('describes the bundles page with a bundle image', async () => {
    const { status, html } = await page(app, '/bundles')
    expect(status).toBe(200)
    expect(html).toContain('<title>Bundle Deals | Prime Cuts Butchery</title>')
    expect(meta(html, 'og:type')).toBe('website')
    expect(meta(html, 'og:image')).toBe(`${local}/images/samples/bundle-grill.svg`)
    expect(meta(html, 'description')).toMatch(/save up to 20%/)
  })

  it('gives other pages their own title and description', async () => {
    const home = await page(app, '/')
    expect(home.html).toContain(
      '<title>Premium Meat and Seafood Delivery | Prime Cuts Butchery</title>',
    )
    expect(meta(home.html, 'og:image')).toBe(`${local}/images/samples/hero.svg`)
    const pork = await page(app, '/products/pork')
    expect(pork.html).toContain('<title>Quality Pork | Prime Cuts Butchery</title>')
    expect(meta(pork.html, 'og:image')).toBe(`${local}/images/samples/category-pork.svg`)
    // An unknown category is no page of the shop: 404, so crawlers drop it.
    expect((await page(app, '/products/lamb')).status).toBe(404)
    const anyCase = await page(app, '/products/PORK')
    expect(anyCase.html).toContain(`<link rel="canonical" href="${local}/products/pork">`)
    const contact = await page(app, '/contact')
    expect(contact.html).toContain('<title>Contact Us | Prime Cuts Butchery</title>')
    const admin = await page(app, '/admin/login')
    expect(meta(admin.html, 'robots')).toBe('noindex')
    // The titles the browser sets and shows as headings (src/shared/page-titles.ts).
    const cart = await page(app, '/cart')
    expect(cart.html).toContain('<title>Shopping Cart | Prime Cuts Butchery</title>')
    expect(meta(cart.html, 'robots')).toBe('noindex')
    const checkout = await page(app, '/checkout')
    expect(checkout.html).toContain('<title>Checkout | Prime Cuts Butchery</title>')
    expect(admin.html).toContain('<title>Admin Login</title>')
    const orders = await page(app, '/admin/orders')
    expect(orders.html).toContain('<title>Orders | Admin</title>')
  })

  it('answers a draft, unknown or malformed product or recipe with the shell and 404', async () => {
    for (const url of [
      `/product/${ids.draft}`,
      '/product/999999',
      '/product/abc',
      '/product/0',
      '/recipe/999999',
    ]) {
      const { status, html } = await page(app, url)
      expect(status, url).toBe(404)
      expect(html, url).toContain('<div id="root"></div>')
      expect(html, url).not.toContain('Secret Wagyu')
    }
  })

  it('escapes catalog text so it cannot break out of the tags', async () => {
    const { status, html } = await page(app, `/product/${ids.hostile}`)
    expect(status).toBe(200)
    expect(html).not.toMatch(/<script>alert|<img src=x/)
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Prime Cuts Butchery</title>',
    )
    expect(meta(html, 'og:description')).toContain(
      '&quot;&gt;&lt;img src=x onerror=alert(2)&gt; &amp; more',
    )
  })

  it('compresses the page it filled in', async () => {
    const res = await app.request(`http://shop.test/product/${ids.ribeye}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.headers.get('content-encoding')).toBe('br')
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()
    expect(html).toContain('<title>Premium Ribeye Steak | Prime Cuts Butchery</title>')
  })
})

describe('page shells kept like the catalog JSON', () => {
  it('answers a page again with the same ETag, and 304 to a browser that holds it', async () => {
    const first = await page(app, `/products/beef?sort=price-asc`)
    const etag = first.res.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.res.headers.get('cache-control')).toBe('no-cache')
    const again = await page(app, `/products/beef?sort=price-asc`)
    expect(again.html).toBe(first.html)
    expect(again.res.headers.get('etag')).toBe(etag)

    const held = await app.request('http://shop.test/products/beef?sort=price-asc', {
      headers: { 'if-none-match': etag! },
    })
    expect(held.status).toBe(304)
    expect(await held.text()).toBe('')
  })

  it('forgets a page when the catalog changes: a product taken down answers 404 at once', async () => {
    const [shown] = await t.db
      .insert(products)
      .values({
        category: 'pork',
        cutType: 'Chop',
        priceCentavos: 30_000,
        name: 'Soon Gone Chop',
        sku: 'SEO-GONE',
      })
      .returning()
    const url = `/product/${shown!.id}`
    expect((await page(app, url)).html).toContain(
      '<title>Soon Gone Chop | Prime Cuts Butchery</title>',
    )

    const admin = await t.signIn('admin')
    const hidden = await t.request(`/api/admin/products/${shown!.id}/visibility`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { visibility: 'draft' },
    })
    expect(hidden.status).toBe(200)
    expect((await page(app, url)).status).toBe(404)
  })
})

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every published product and recipe, with lastmod', async () => {
    const res = await publicApp.request('http://shop.test/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await res.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const origin = 'https://primecuts.example'
    for (const p of [
      '/',
      '/products',
      '/products/beef',
      '/products/seafood',
      '/bundles',
      '/recipes',
      '/promos',
      '/about',
      '/contact',
    ]) {
      expect(locs, p).toContain(`${origin}${p}`)
    }
    expect(locs).toContain(`${origin}/product/${ids.ribeye}`)
    expect(locs).toContain(`${origin}/product/${ids.hostile}`)
    expect(locs).toContain(`${origin}/recipe/${ids.recipe}`)
    expect(locs).not.toContain(`${origin}/product/${ids.draft}`)
    expect(locs.some((l) => /\/(admin|cart|checkout|api)/.test(l!))).toBe(false)

    const [ribeye] = await t.db.select().from(products).where(eq(products.id, ids.ribeye))
    const lastmod = ribeye!.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')
    expect(xml).toContain(
      `<url><loc>${origin}/product/${ids.ribeye}</loc><lastmod>${lastmod}</lastmod></url>`,
    )
  })

  it('uses the listen address without PUBLIC_URL, never the request host', async () => {
    const xml = await (await app.request('http://shop.test/sitemap.xml')).text()
    expect(xml).toContain(`<loc>${local}/</loc>`)
    expect(xml).not.toContain('shop.test')
  })
})

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the staff area, API, cart and checkout and points at the sitemap', async () => {
    const res = await publicApp.request('http://shop.test/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const robots = await res.text()
    expect(robots).toMatch(/^User-agent: \*$/m)
    for (const rule of ['/admin', '/api/', '/cart', '/checkout']) {
      expect(robots).toMatch(new RegExp(`^Disallow: ${rule}$`, 'm'))
    }
    expect(robots).toContain('Sitemap: https://primecuts.example/sitemap.xml')
  })
})
