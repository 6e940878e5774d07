import { describe, expect, it } from 'vitest'
import { CatalogCache, makeEntry } from './catalog-cache.ts'
import { noteAnswerWithoutStock, trackApiCall } from './stock-reads.ts'

/** A stock change drops only the cached answers that show those products (decision 0080). */
const now = 1_000

const json = (stockOf?: readonly number[]) => async () => ({ value: 'x', stockOf })

/** An in-process API call of a page render answered from the cache at `key`. */
const cachedCall = (cache: CatalogCache, key: string, stockOf?: readonly number[]) =>
  trackApiCall(async () => {
    const entry = await cache.getOrLoad(key, now, json(stockOf))
    return new Response(entry.body)
  })

/** A page whose render made these calls, kept under `key`. */
const renderPage = (cache: CatalogCache, key: string, calls: () => Promise<unknown>) =>
  cache.getOrLoadBody(key, now, async () => {
    await calls()
    return { body: `<html>${key}</html>` }
  })

describe('a stock change', () => {
  it('drops the answers showing the product, and keeps the rest', async () => {
    const cache = new CatalogCache()
    await cache.getOrLoad('product|1', now, json([1, 2]))
    await cache.getOrLoad('product|3', now, json([3]))
    await cache.getOrLoad('settings|site', now, json([]))
    await cache.getOrLoad('listing', now, json([1, 3]))
    cache.invalidateStock([1])
    expect(cache.get('product|1', now)).toBeUndefined()
    expect(cache.get('listing', now)).toBeUndefined()
    expect(cache.get('product|3', now)).toBeDefined()
    expect(cache.get('settings|site', now)).toBeDefined()
  })

  it('drops an answer that never said which products it shows', async () => {
    const cache = new CatalogCache()
    await cache.getOrLoad('unnamed', now, json())
    cache.store('stored by hand', makeEntry('1', null), cache.generation)
    cache.invalidateStock([42])
    expect(cache.size).toBe(0)
  })

  it('refuses an answer read before the change, for that product only', async () => {
    const cache = new CatalogCache()
    const releases: (() => void)[] = []
    const slow = (stockOf: number[]) =>
      cache.getOrLoad(`p${stockOf.join()}`, now, async () => {
        await new Promise<void>((r) => releases.push(r))
        return { value: 'old', stockOf }
      })
    const [shows1, shows2, unnamed] = [slow([1]), slow([2]), cache.getOrLoad('u', now, json())]
    cache.invalidateStock([1])
    for (const release of releases) release()
    await Promise.all([shows1, shows2, unnamed])
    expect(cache.get('p1', now)).toBeUndefined()
    expect(cache.get('p2', now)).toBeDefined()
    // Begun before the change too, and it may show product 1: refused.
    expect(cache.get('u', now)).toBeUndefined()
  })

  it('is not joined by a request that comes after it', async () => {
    const cache = new CatalogCache()
    let release = () => {}
    const old = cache.getOrLoad('p1', now, async () => {
      await new Promise<void>((r) => {
        release = r
      })
      return { value: 'old', stockOf: [1] }
    })
    cache.invalidateStock([1])
    const fresh = cache.getOrLoad('p1', now, async () => ({ value: 'new', stockOf: [1] }))
    release()
    expect((await old).body).toBe('"old"')
    expect((await fresh).body).toBe('"new"')
    expect(cache.get('p1', now)?.body).toBe('"new"')
  })

  it('empties everything once too many products are remembered as changed', async () => {
    const cache = new CatalogCache()
    await cache.getOrLoad('settings|site', now, json([]))
    cache.invalidateStock(Array.from({ length: 10_000 }, (_, i) => i + 1))
    expect(cache.get('settings|site', now)).toBeDefined()
    cache.invalidateStock([20_000])
    expect(cache.size).toBe(0)
  })

  it('after a full clear, refuses every answer read before it', async () => {
    const cache = new CatalogCache()
    let release = () => {}
    const slow = cache.getOrLoad('site', now, async () => {
      await new Promise<void>((r) => {
        release = r
      })
      return { value: 'old', stockOf: [] }
    })
    cache.invalidate()
    release()
    await slow
    expect(cache.get('site', now)).toBeUndefined()
  })
})

describe('a rendered page', () => {
  it('shows the products of the cached answers its render read', async () => {
    const cache = new CatalogCache()
    await renderPage(cache, 'page:/product/1', () =>
      Promise.all([cachedCall(cache, 'site', []), cachedCall(cache, 'product|1', [1, 2])]),
    )
    // A second page reads the same answers from the cache (hits count too).
    await renderPage(cache, 'page:/other', () => cachedCall(cache, 'product|1', [1, 2]))
    await renderPage(cache, 'page:/about', () => cachedCall(cache, 'site', []))
    cache.invalidateStock([3])
    expect(cache.get('page:/product/1', now)).toBeDefined()
    cache.invalidateStock([2])
    expect(cache.get('page:/product/1', now)).toBeUndefined()
    expect(cache.get('page:/other', now)).toBeUndefined()
    expect(cache.get('page:/about', now)).toBeDefined()
  })

  it('is not kept when an answer it read changed during its render', async () => {
    const cache = new CatalogCache()
    await renderPage(cache, 'page:/a', async () => {
      await cachedCall(cache, 'product|1', [1])
      cache.invalidateStock([1])
    })
    expect(cache.get('page:/a', now)).toBeUndefined()
  })

  it('shows every product when a call was answered from outside the cache', async () => {
    const cache = new CatalogCache()
    await renderPage(cache, 'page:/a', () => trackApiCall(async () => new Response('{}')))
    cache.invalidateStock([99])
    expect(cache.get('page:/a', now)).toBeUndefined()
  })

  it('shows no stock of ours through an answer declared free of it (the hosted store)', async () => {
    const cache = new CatalogCache()
    await renderPage(cache, 'page:/store', () =>
      Promise.all([
        cachedCall(cache, 'site', []),
        trackApiCall(async () => {
          noteAnswerWithoutStock()
          return new Response('{}')
        }),
      ]),
    )
    cache.invalidateStock([99])
    expect(cache.get('page:/store', now)).toBeDefined()
  })

  it('shows every product when none of its reads were tracked', async () => {
    const cache = new CatalogCache()
    await renderPage(cache, 'page:/a', async () => {})
    cache.invalidateStock([99])
    expect(cache.get('page:/a', now)).toBeUndefined()
  })
})
