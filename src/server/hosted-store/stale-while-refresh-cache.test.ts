import { describe, expect, it } from 'vitest'
import { StaleWhileRefreshCache } from './stale-while-refresh-cache.ts'

function setup(maxEntries = 10) {
  let now = 0
  const cache = new StaleWhileRefreshCache<string>({
    ttlMs: 30_000,
    errorTtlMs: 5_000,
    maxEntries,
    now: () => now,
  })
  let calls = 0
  const loader = (answers: (string | Error)[]) => () => {
    const next = answers[Math.min(calls, answers.length - 1)]
    calls += 1
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as string)
  }
  return {
    cache,
    loader,
    calls: () => calls,
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('StaleWhileRefreshCache', () => {
  it('answers from memory while fresh', async () => {
    const t = setup()
    const load = t.loader(['a', 'b'])
    expect(await t.cache.get('k', load)).toBe('a')
    t.advance(29_000)
    expect(await t.cache.get('k', load)).toBe('a')
    expect(t.calls()).toBe(1)
  })

  it('serves the stale answer while one refresh runs, then the new one', async () => {
    const t = setup()
    const load = t.loader(['a', 'b'])
    await t.cache.get('k', load)
    t.advance(31_000)
    const [first, second] = await Promise.all([t.cache.get('k', load), t.cache.get('k', load)])
    expect([first, second]).toEqual(['a', 'a'])
    await new Promise((r) => setTimeout(r, 0))
    expect(t.calls()).toBe(2)
    expect(await t.cache.get('k', load)).toBe('b')
  })

  it('remembers a failure only briefly', async () => {
    const t = setup()
    const load = t.loader([new Error('down'), 'up'])
    await expect(t.cache.get('k', load)).rejects.toThrow('down')
    await expect(t.cache.get('k', load)).rejects.toThrow('down')
    expect(t.calls()).toBe(1)
    t.advance(5_001)
    expect(await t.cache.get('k', load)).toBe('up')
  })

  it('keeps a stale good answer when its refresh fails', async () => {
    const t = setup()
    const load = t.loader(['a', new Error('down')])
    await t.cache.get('k', load)
    t.advance(31_000)
    expect(await t.cache.get('k', load)).toBe('a')
    await new Promise((r) => setTimeout(r, 0))
    expect(await t.cache.get('k', load)).toBe('a')
    expect(t.calls()).toBe(2)
  })

  it('shares one load between callers of a missing key', async () => {
    const t = setup()
    const load = t.loader(['a'])
    await Promise.all([t.cache.get('k', load), t.cache.get('k', load), t.cache.get('k', load)])
    expect(t.calls()).toBe(1)
  })

  it('drops the oldest entries beyond its size', async () => {
    const t = setup(2)
    await t.cache.get('one', () => Promise.resolve('1'))
    await t.cache.get('two', () => Promise.resolve('2'))
    await t.cache.get('three', () => Promise.resolve('3'))
    expect(await t.cache.get('one', () => Promise.resolve('reloaded'))).toBe('reloaded')
    expect(await t.cache.get('three', () => Promise.resolve('reloaded'))).toBe('3')
  })
})
