import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitCounters } from '#server/db/schema/rate-limits.ts'
import { subscribers } from '#server/db/schema/shop.ts'
import { INVALID_EMAIL_MESSAGE, SUBSCRIBED_MESSAGE } from '#shared/schemas/subscribers.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { subscribeRateLimits } from './subscribe-routes.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

let ipCounter = 0
/** Each test subscribes from its own address, so the rate limit of one never touches another. */
const freshIp = () => `10.1.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`

const subscribe = (json: unknown, ip = freshIp()) =>
  t.request('/api/subscribers', { method: 'POST', json, ip })

const rowsFor = (email: string) =>
  t.db.select().from(subscribers).where(eq(subscribers.email, email))

describe('POST /api/subscribers', () => {
  it('subscribes a new address, trimmed and lowercased, with its source', async () => {
    const res = await subscribe({ email: '  Ana.Reyes@Example.COM ', source: 'Promotions Page' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: SUBSCRIBED_MESSAGE })
    expect(res.headers.get('cache-control')).toBe('no-store')
    const rows = await rowsFor('ana.reyes@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ source: 'Promotions Page', status: 'Active' })
  })

  it("records 'Newsletter Form' when the form names no source", async () => {
    await subscribe({ email: 'footer@example.com' })
    expect((await rowsFor('footer@example.com'))[0]!.source).toBe('Newsletter Form')
  })

  it('answers an existing address exactly like a new one, and adds no row', async () => {
    const first = await subscribe({ email: 'twice@example.com' })
    const again = await subscribe({ email: ' TWICE@example.com' })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    expect([...again.headers.keys()].sort()).toEqual([...first.headers.keys()].sort())
    expect(await rowsFor('twice@example.com')).toHaveLength(1)
  })

  it.each([
    ['a space inside', 'ana reyes@example.com'],
    ['no @', 'ana.example.com'],
    ['no domain dot', 'ana@example'],
    ['empty', '   '],
    ['not a string', 42],
  ])('refuses an email with %s: 422 with the shopper message', async (_, email) => {
    const res = await subscribe({ email })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: INVALID_EMAIL_MESSAGE,
        fields: { email: INVALID_EMAIL_MESSAGE },
      },
    })
  })

  it('refuses a missing email and a source the public form cannot send', async () => {
    const missing = await subscribe({})
    expect(missing.status).toBe(422)
    expect((await missing.json()).error.fields.email).toBe(INVALID_EMAIL_MESSAGE)
    const manual = await subscribe({ email: 'manual@example.com', source: 'Manual Add' })
    expect(manual.status).toBe(422)
    expect((await manual.json()).error.fields.source).toBeDefined()
    expect(await rowsFor('manual@example.com')).toHaveLength(0)
  })

  it('answers a filled honeypot as a success but stores nothing', async () => {
    const res = await subscribe({ email: 'bot@example.com', website: 'http://spam.example' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: SUBSCRIBED_MESSAGE })
    expect(await rowsFor('bot@example.com')).toHaveLength(0)
  })

  it('subscribes each of the many people behind one address (carrier-grade NAT)', async () => {
    const nat = freshIp()
    for (let i = 0; i < 200; i++) {
      const res = await subscribe({ email: `nat${i}@example.com` }, nat)
      expect(res.status, `person ${i + 1}`).toBe(200)
    }
    expect(await rowsFor('nat199@example.com')).toHaveLength(1)
  })

  it('stops a script filling the list from one address, and the window ends on time', async () => {
    const ip = freshIp()
    t.setNow(new Date('2026-03-01T08:00:00Z'))
    try {
      for (let i = 0; i < subscribeRateLimits.address.limit; i++) {
        const res = await subscribe({ email: `burst${i}@example.com`, website: 'x' }, ip)
        expect(res.status, `try ${i + 1}`).toBe(200)
      }
      t.setNow(new Date('2026-03-01T08:04:00Z'))
      const refused = await subscribe({ email: 'burst-extra@example.com' }, ip)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('360')
      expect((await refused.json()).error).toEqual({
        code: 'too_many_attempts',
        message: 'Too many attempts. Please try again in 6 minutes.',
        retryAfterSeconds: 360,
      })
      expect(await rowsFor('burst-extra@example.com')).toHaveLength(0)

      // Another address is not affected, and the window ends on time.
      expect((await subscribe({ email: 'neighbour@example.com' })).status).toBe(200)
      t.setNow(new Date('2026-03-01T08:10:00Z'))
      expect((await subscribe({ email: 'burst-later@example.com' }, ip)).status).toBe(200)
    } finally {
      t.setNow(undefined)
    }
  })

  it('stops one email address signed up again and again, from any address', async () => {
    t.setNow(new Date('2026-03-02T08:00:00Z'))
    try {
      for (let i = 0; i < subscribeRateLimits.targets.email.limit; i++) {
        expect((await subscribe({ email: 'again@example.com' })).status).toBe(200)
      }
      t.setNow(new Date('2026-03-02T08:30:00Z'))
      const refused = await subscribe({ email: ' AGAIN@example.com' })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('1800')
      expect((await refused.json()).error.message).toBe(
        'Too many attempts. Please try again in 30 minutes.',
      )
      t.setNow(new Date('2026-03-02T09:00:00Z'))
      expect((await subscribe({ email: 'again@example.com' })).status).toBe(200)
    } finally {
      t.setNow(undefined)
    }
  })

  it('keeps its counters apart from the sign-in throttle', async () => {
    const ip = freshIp()
    await subscribe({ email: 'counter@example.com' }, ip)
    const keys = (await t.db.select().from(rateLimitCounters)).map((r) => r.key)
    expect(keys).toContain(`rate:subscribe-address:${ip}`)
    expect(keys).toContain('rate:subscribe-email:counter@example.com')
    expect(keys).not.toContain(`ip:${ip}`)
  })
})
