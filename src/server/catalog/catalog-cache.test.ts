import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { CatalogCache, etagFor, etagMatches, makeEntry } from './catalog-cache.ts'

const now = 1_000

describe('CatalogCache', () => {
  it('stores and returns serialised answers', async () => {
    const cache = new CatalogCache()
    let loads = 0
    const load = async () => {
      loads += 1
      return { value: { items: [1, 2] } }
    }
    const first = await cache.getOrLoad('k', now, load)
    const second = await cache.getOrLoad('k', now, load)
    expect(first.body).toBe('{"items":[1,2]}')
    expect(second).toBe(first)
    expect(loads).toBe(1)
  })

  it('runs one load for concurrent misses of a key', async () => {
    const cache = new CatalogCache()
    let loads = 0
    const load = async () => {
      loads += 1
      await new Promise((r) => setTimeout(r, 5))
      return { value: loads }
    }
    const entries = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', now, load)))
    expect(loads).toBe(1)
    expect(new Set(entries).size).toBe(1)
  })

  it('does not keep an answer computed from data read before a change', async () => {
    const cache = new CatalogCache()
    let release = () => {}
    const slow = cache.getOrLoad('k', now, async () => {
      await new Promise<void>((r) => {
        release = r
      })
      return { value: 'old' }
    })
    cache.invalidate()
    release()
    expect((await slow).body).toBe('"old"')
    expect(cache.get('k', now)).toBeUndefined()
    // A request after the change does not join the stale load.
    expect((await cache.getOrLoad('k', now, async () => ({ value: 'new' }))).body).toBe('"new"')
  })

  it('forgets a failed load so the next request tries again', async () => {
    const cache = new CatalogCache()
    await expect(
      cache.getOrLoad('k', now, async () => {
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect((await cache.getOrLoad('k', now, async () => ({ value: 1 }))).body).toBe('1')
  })

  it('drops entries at their expiry', async () => {
    const cache = new CatalogCache()
    await cache.getOrLoad('k', now, async () => ({ value: 1, expiresAt: 2_000 }))
    expect(cache.get('k', 1_999)).toBeDefined()
    expect(cache.get('k', 2_000)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('evicts the least recently used entry beyond its entry limit', () => {
    const cache = new CatalogCache({ maxEntries: 2 })
    cache.store('a', makeEntry('1', null), 0)
    cache.store('b', makeEntry('2', null), 0)
    cache.get('a', now)
    cache.store('c', makeEntry('3', null), 0)
    expect(cache.get('a', now)).toBeDefined()
    expect(cache.get('b', now)).toBeUndefined()
    expect(cache.get('c', now)).toBeDefined()
  })

  it('stays within its byte limit', () => {
    const cache = new CatalogCache({ maxBytes: 100 })
    for (let i = 0; i < 50; i++) cache.store(`key${i}`, makeEntry('x'.repeat(30), null), 0)
    expect(cache.bytes).toBeLessThanOrEqual(100)
    expect(cache.size).toBe(2)
    expect(cache.store('big', makeEntry('x'.repeat(200), null), 0)).toBe(false)
  })

  it('serves and stores nothing while suspended, and starts empty on resume', async () => {
    const cache = new CatalogCache()
    await cache.getOrLoad('k', now, async () => ({ value: 1 }))
    cache.suspend()
    expect(cache.get('k', now)).toBeUndefined()
    await cache.getOrLoad('k', now, async () => ({ value: 2 }))
    expect(cache.size).toBe(0)
    cache.resume()
    expect(cache.size).toBe(0)
    await cache.getOrLoad('k', now, async () => ({ value: 3 }))
    expect(cache.get('k', now)?.body).toBe('3')
  })

  it('compresses large answers once per encoding and counts the bytes', async () => {
    const cache = new CatalogCache()
    const value = { text: 'pork belly '.repeat(500) }
    const entry = await cache.getOrLoad('k', now, async () => ({ value }))
    const before = cache.bytes
    const br = cache.encoded(entry, 'gzip, deflate, br')
    expect(br.encoding).toBe('br')
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(value)
    expect(cache.encoded(entry, 'br').body).toBe(br.body)
    const gz = cache.encoded(entry, 'gzip')
    expect(gz.encoding).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(value)
    expect(cache.bytes).toBe(before + (br.body as Buffer).length + (gz.body as Buffer).length)
    cache.invalidate()
    expect(cache.bytes).toBe(0)
  })

  it('sends small answers uncompressed', () => {
    const cache = new CatalogCache()
    expect(cache.encoded(makeEntry('{}', null), 'br').encoding).toBeNull()
  })
})

describe('ETags', () => {
  it('are strong, derived from the content, and differ per encoding', () => {
    const a = makeEntry('{"a":1}', null)
    expect(a.etag).toMatch(/^"[\w-]{22}"$/)
    expect(makeEntry('{"a":1}', null).etag).toBe(a.etag)
    expect(makeEntry('{"a":2}', null).etag).not.toBe(a.etag)
    expect(etagFor(a, 'br')).toBe(`${a.etag.slice(0, -1)}-br"`)
  })

  it('match If-None-Match lists, weak tags, any encoding of the content and *', () => {
    const entry = makeEntry('{"a":1}', null)
    expect(etagMatches(entry.etag, entry)).toBe(true)
    expect(etagMatches(`"nope", W/${entry.etag}`, entry)).toBe(true)
    expect(etagMatches(etagFor(entry, 'gzip'), entry)).toBe(true)
    expect(etagMatches('*', entry)).toBe(true)
    expect(etagMatches('"nope"', entry)).toBe(false)
    expect(etagMatches(undefined, entry)).toBe(false)
  })
})
