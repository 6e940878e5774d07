import { brotliDecompressSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { createApp } from '#server/app.ts'
import { openDatabase } from '#server/db/client.ts'
import { createLogger } from '#server/logger.ts'
import type { ProductDetail } from '#shared/schemas/catalog.ts'
import { productIdByName, updateProduct } from '#tests/support/fixtures/catalog-fixtures.ts'
import { firstZone, kg, orderBody, placeOk } from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { CatalogCache } from './catalog-cache.ts'
import { CATALOG_CHANNEL, notifyCatalogChanged } from './catalog-changes.ts'
import { startCatalogListener } from './catalog-listener.ts'

let t: TestApp
let liempoId: number
beforeAll(async () => {
  t = await createTestApp()
  liempoId = await productIdByName(t, 'Pork Belly (Liempo)')
})
afterAll(() => t.close())

const detailPath = () => `/api/catalog/products/${liempoId}`
const logger = createLogger({ logLevel: 'silent' })

describe('cached catalog answers', () => {
  it('carry a strong ETag and ask browsers to revalidate', async () => {
    const res = await t.request('/api/catalog/products')
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8')
  })

  it('answer 304 without a body when the ETag still matches', async () => {
    const first = await t.request('/api/catalog/products')
    const etag = first.headers.get('etag')!
    const res = await t.request('/api/catalog/products', { headers: { 'if-none-match': etag } })
    expect(res.status).toBe(304)
    expect(await res.text()).toBe('')
    expect(res.headers.get('etag')).toBe(etag)
  })

  it('share one entry for equivalent queries', async () => {
    t.deps.catalogCache.invalidate()
    const before = await (await t.request('/api/catalog/products')).text()
    // Changed without telling the cache: whatever shares the entry still answers the old body.
    await t.db.execute(sql`update products set price_centavos = price_centavos + 1`)
    for (const query of ['?sort=name&category=all&page=1&q=%20', '?pageSize=24', '?utm=x']) {
      expect(await (await t.request(`/api/catalog/products${query}`)).text()).toBe(before)
    }
    expect(await (await t.request('/api/catalog/products?sort=price-asc')).text()).not.toBe(before)
    await notifyCatalogChanged(t.db, t.deps.catalogCache)
  })

  it('still validate any query string not answered before', async () => {
    expect((await t.request('/api/catalog/products?page=2')).status).toBe(200)
    expect((await t.request('/api/catalog/products?page=2')).status).toBe(200)
    await notifyCatalogChanged(t.db, t.deps.catalogCache)
    expect((await t.request('/api/catalog/products?page=0')).status).toBe(422)
  })

  it('log hits at debug and everything else at info', async () => {
    const lines: { level: number; path: string }[] = []
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    )
    const app = createApp({ ...t.deps, logger })
    await app.request('http://localhost/api/catalog/recipes?x=1')
    t.deps.catalogCache.invalidate()
    await app.request('http://localhost/api/catalog/recipes')
    await app.request('http://localhost/api/catalog/recipes')
    await app.request('http://localhost/api/catalog/products?q=hit')
    await app.request('http://localhost/api/catalog/products?q=hit')
    expect(lines.map((l) => l.path)).toEqual([
      '/api/catalog/recipes',
      '/api/catalog/recipes',
      '/api/catalog/products',
    ])
  })

  it('come compressed when the browser takes it, with their own ETag', async () => {
    const plain = await t.request('/api/catalog/products')
    const res = await t.request('/api/catalog/products', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('etag')).not.toBe(plain.headers.get('etag'))
    const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()
    expect(body).toBe(await plain.text())
  })

  it('change after a catalog write: new body, new ETag, old ETag no longer matches', async () => {
    const before = await t.request(detailPath())
    const etag = before.headers.get('etag')!
    await updateProduct(t, liempoId, { priceCentavos: 33_000 })
    const res = await t.request(detailPath(), { headers: { 'if-none-match': etag } })
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).not.toBe(etag)
    expect(((await res.json()) as ProductDetail).product.priceCentavos).toBe(33_000)
  })

  it('are not changed by a write that rolls back', async () => {
    const before = await (await t.request(detailPath())).json()
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update products set price_centavos = 1 where id = ${liempoId}`)
        await notifyCatalogChanged(tx, t.deps.catalogCache)
        throw new Error('rollback')
      })
      .catch(() => {})
    expect(await (await t.request(detailPath())).json()).toEqual(before)
  })
})

const template = inject('databaseTemplate')

describe('several processes on one PostgreSQL database', () => {
  it('a change committed through one app reaches the cache of another', async () => {
    if (template.kind === 'pglite') {
      // One process per embedded database: nothing to tell, and no listener runs.
      expect(t.deps.catalogListener).toBeUndefined()
      return
    }
    const second = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 2 })
    const cache = new CatalogCache()
    const listener = startCatalogListener({ databaseUrl: t.databaseUrl!, cache, logger })
    try {
      await listener.ready
      const other = createApp({
        ...t.deps,
        db: second.db,
        catalogCache: cache,
        catalogListener: listener,
      })
      const price = async () =>
        ((await (await other.request(`http://localhost${detailPath()}`)).json()) as ProductDetail)
          .product.priceCentavos
      const original = await price()
      await price()
      expect(cache.size).toBe(1)
      await updateProduct(t, liempoId, { priceCentavos: original + 500 })
      await expect.poll(price, { timeout: 5_000 }).toBe(original + 500)
    } finally {
      await listener.stop()
      await second.close()
    }
  })

  it('a stock change reaches another process, which drops only what shows that product', async () => {
    if (template.kind === 'pglite') return
    const second = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 2 })
    const cache = new CatalogCache()
    const listener = startCatalogListener({ databaseUrl: t.databaseUrl!, cache, logger })
    try {
      await listener.ready
      const other = createApp({
        ...t.deps,
        db: second.db,
        catalogCache: cache,
        catalogListener: listener,
      })
      const stock = async (id: number) =>
        (
          (await (
            await other.request(`http://localhost/api/catalog/products/${id}`)
          ).json()) as ProductDetail
        ).product.stockGrams
      const ribeyeId = await productIdByName(t, 'Premium Ribeye Steak')
      const liempoStock = await stock(liempoId)
      await stock(ribeyeId)
      await other.request('http://localhost/api/site')
      const zone = await firstZone(t)
      await placeOk(t, orderBody(zone.id, [kg(liempoId, 1)]))
      await expect
        .poll(() => cache.get(`product|${liempoId}`, Date.now()), { timeout: 5_000 })
        .toBeUndefined()
      expect(cache.get(`product|${ribeyeId}`, Date.now())).toBeDefined()
      expect(cache.get('settings|site', Date.now())).toBeDefined()
      expect(await stock(liempoId)).toBe(liempoStock - 1_000)
    } finally {
      await listener.stop()
      await second.close()
    }
  })

  it('a change the listener cannot read empties its whole cache', async () => {
    if (template.kind === 'pglite') return
    const cache = new CatalogCache()
    const listener = startCatalogListener({ databaseUrl: t.databaseUrl!, cache, logger })
    try {
      await listener.ready
      for (const payload of ['stock:1,,2', `stock:${'9'.repeat(2_000)}`, 'future:7']) {
        await cache.getOrLoad('k', 0, async () => ({ value: 1, stockOf: [] }))
        expect(cache.size).toBe(1)
        await t.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${payload})`)
        await expect.poll(() => cache.size).toBe(0)
      }
    } finally {
      await listener.stop()
    }
  })

  it('a listener that loses its connection stops serving from the cache, then reconnects', async () => {
    if (template.kind === 'pglite') return
    const cache = new CatalogCache()
    const listener = startCatalogListener({
      databaseUrl: t.databaseUrl!,
      cache,
      logger,
      minBackoffMs: 20,
    })
    try {
      await listener.ready
      const suspend = vi.spyOn(cache, 'suspend')
      const firstPid = listener.backendPid
      await t.db.execute(sql`select pg_terminate_backend(${firstPid})`)
      await expect.poll(() => suspend.mock.calls.length).toBe(1)
      await expect
        .poll(() => listener.connected && listener.backendPid !== firstPid, { timeout: 5_000 })
        .toBe(true)
      expect(cache.suspended).toBe(false)
      cache.store('k', { body: '1', etag: '"x"', bytes: 1, expiresAt: null }, cache.generation)
      await notifyCatalogChanged(t.db, t.deps.catalogCache)
      await expect.poll(() => cache.size).toBe(0)
    } finally {
      await listener.stop()
    }
  })
})
