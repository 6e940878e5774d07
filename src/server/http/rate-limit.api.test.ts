import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { hitRateLimit, type RateLimitRule, rateLimitKey } from './rate-limit.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const rule: RateLimitRule = { name: 'test', limit: 3, windowMs: 60_000 }
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds))

describe('hitRateLimit', () => {
  it('allows the limit within a window, then says how long to wait', async () => {
    const results = []
    for (const s of [0, 10, 20, 30]) results.push(await hitRateLimit(t.db, rule, 'a', at(s)))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterMs).toBe(30_000)
  })

  it('starts a fresh window once the old one has passed', async () => {
    for (const s of [0, 1, 2, 3]) await hitRateLimit(t.db, rule, 'b', at(s))
    expect((await hitRateLimit(t.db, rule, 'b', at(59))).allowed).toBe(false)
    expect(await hitRateLimit(t.db, rule, 'b', at(60))).toEqual({ allowed: true, retryAfterMs: 0 })
    expect((await hitRateLimit(t.db, rule, 'b', at(61))).allowed).toBe(true)
  })

  it('counts each subject and each rule separately', async () => {
    for (const s of [0, 1, 2, 3]) await hitRateLimit(t.db, rule, 'c', at(s))
    expect((await hitRateLimit(t.db, rule, 'd', at(4))).allowed).toBe(true)
    expect((await hitRateLimit(t.db, { ...rule, name: 'other' }, 'c', at(4))).allowed).toBe(true)
    expect(rateLimitKey(rule, '1.2.3.4')).toBe('rate:test:1.2.3.4')
  })

  it('lets exactly the limit through when hits arrive at the same moment', async () => {
    const burst = { ...rule, limit: 5 }
    const results = await Promise.all(
      Array.from({ length: 12 }, () => hitRateLimit(t.db, burst, 'e', at(0))),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
  })
})
