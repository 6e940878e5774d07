import { eq, like } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { phoneCodes, verifiedPhones } from '#server/db/schema/phone-verification.ts'
import { rateLimitCounters } from '#server/db/schema/rate-limits.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { oneTimeTokens, sessions, trustedDevices } from '#server/db/schema/staff.ts'
import { enqueueEmail } from '#server/email/outbox-repo.ts'
import { hitRateLimit, type RateLimitRule } from '#server/http/rate-limit.ts'
import { insertPhoneCode } from '#server/phone-verification/phone-code-repo.ts'
import {
  rememberVerifiedPhone,
  VERIFIED_PHONE_MS,
} from '#server/phone-verification/verified-phone-repo.ts'
import { createSession } from '#server/staff/session-repo.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { retention, runHousekeeping, startHousekeeping } from './housekeeping.ts'

/**
 * Tables that only grow (outbox, counters, sessions, tokens) are pruned on a schedule,
 * on the app's injected clock: what still matters is kept, what no answer depends on goes.
 */
let t: TestApp
let admin: { cookie: string; user: { id: number } }
const NOW = new Date('2026-06-01T00:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const ago = (ms: number) => new Date(NOW.getTime() - ms)

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  admin = await t.signIn('admin')
})
afterAll(() => t.close())
beforeEach(() => t.setNow(NOW))

const housekeep = () => runHousekeeping(t.deps, t.deps.now())

describe('the outbox', () => {
  beforeEach(async () => {
    await t.db.delete(emailOutbox)
  })

  async function email(subject: string, createdAt: Date, status: 'pending' | 'sent' | 'failed') {
    const id = await enqueueEmail(
      t.db,
      { kind: 'test', to: ['owner@primecuts.ph'], subject, text: subject },
      createdAt,
    )
    await t.db.update(emailOutbox).set({ status }).where(eq(emailOutbox.id, id))
  }
  const subjects = async () =>
    (await t.db.select({ s: emailOutbox.subject }).from(emailOutbox)).map((r) => r.s).sort()

  it('deletes sent and failed emails older than 90 days, and keeps the rest', async () => {
    const old = ago(retention.outboxMs + DAY)
    const recent = ago(retention.outboxMs - DAY)
    await email('old sent', old, 'sent')
    await email('old failed', old, 'failed')
    await email('old pending', old, 'pending')
    await email('recent sent', recent, 'sent')
    await email('recent failed', recent, 'failed')

    expect((await housekeep()).deletedEmails).toBe(2)
    // Pending mail may be waiting for SMTP_URL: it stays until it is sent.
    expect(await subjects()).toEqual(['old pending', 'recent failed', 'recent sent'])
  })
})

describe('rate-limit and sign-in counters', () => {
  const rule: RateLimitRule = { name: 'housekeeping-test', limit: 5, windowMs: DAY }
  const counterKeys = async () =>
    (
      await t.db
        .select({ key: rateLimitCounters.key })
        .from(rateLimitCounters)
        .where(like(rateLimitCounters.key, '%housekeeping-test%'))
    )
      .map((r) => r.key)
      .sort()

  it('deletes counters long past their window, keeps live ones and running delays', async () => {
    await hitRateLimit(t.db, rule, 'stale', ago(retention.countersMs + 1))
    await hitRateLimit(t.db, rule, 'live', ago(DAY - 1))
    // A sign-in delay still running keeps its counter, however old the last attempt.
    await t.db.insert(rateLimitCounters).values([
      {
        key: 'signin:account:housekeeping-test-blocked',
        failures: 30,
        windowStartedAt: ago(retention.countersMs + DAY),
        blockedUntil: new Date(NOW.getTime() + 60_000),
      },
      {
        key: 'signin:account:housekeeping-test-over',
        failures: 30,
        windowStartedAt: ago(retention.countersMs + DAY),
        blockedUntil: ago(retention.countersMs),
      },
    ])

    const report = await housekeep()
    expect(report.deletedCounters).toBeGreaterThanOrEqual(2)
    expect(await counterKeys()).toEqual([
      'rate:housekeeping-test:live',
      'signin:account:housekeeping-test-blocked',
    ])
    // The live counter still counts: four more hits reach the limit, the fifth is refused.
    for (let i = 0; i < 4; i++) {
      expect((await hitRateLimit(t.db, rule, 'live', NOW)).allowed).toBe(true)
    }
    expect((await hitRateLimit(t.db, rule, 'live', NOW)).allowed).toBe(false)
  })
})

describe('staff sessions, links and trusted browsers', () => {
  const me = (cookie: string) => t.request('/api/auth/me', { cookie })
  const sessionCount = async (userId: number) =>
    (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length

  it('deletes sessions past their lifetime or idle too long; a live one keeps working', async () => {
    const user = await t.createStaff('editor')
    const live = await createSession(t.db, { userId: user.id, ttlMs: DAY, now: ago(60_000) })
    // Ended by its absolute lifetime, and by the idle timeout (SESSION_IDLE_MINUTES).
    await t.db.insert(sessions).values([
      { idHash: 'expired-hash', userId: user.id, expiresAt: ago(1), lastSeenAt: ago(2) },
      {
        idHash: 'idle-hash',
        userId: user.id,
        expiresAt: new Date(NOW.getTime() + DAY),
        lastSeenAt: ago(t.deps.config.sessionIdleMs + 1),
      },
    ])
    expect(await sessionCount(user.id)).toBe(3)

    expect((await housekeep()).deletedSessions).toBeGreaterThanOrEqual(2)
    expect(await sessionCount(user.id)).toBe(1)
    expect((await me(`meatshop_session=${live.token}`)).status).toBe(200)
  })

  it('deletes expired set-password links, keeps usable ones', async () => {
    const invite = async (email: string) => {
      const res = await t.request('/api/admin/users', {
        method: 'POST',
        cookie: admin.cookie,
        json: { name: 'Link Holder', email, role: 'editor' },
      })
      expect(res.status).toBe(201)
      return new URL((await res.json()).setPasswordUrl).searchParams.get('token')!
    }
    t.setNow(ago(4 * DAY))
    await invite(`old-link-${Date.now()}@primecuts.ph`)
    t.setNow(NOW)
    const fresh = await invite(`new-link-${Date.now()}@primecuts.ph`)
    const before = (await t.db.select().from(oneTimeTokens)).length

    expect((await housekeep()).deletedTokens).toBeGreaterThanOrEqual(1)
    const left = await t.db.select().from(oneTimeTokens)
    expect(left.length).toBeLessThan(before)
    expect(left.every((row) => row.expiresAt > NOW)).toBe(true)
    const check = await t.request(`/api/auth/password/check?token=${fresh}`)
    expect(check.status).toBe(200)
  })

  it('forgets browsers unused for longer than their trust lasts', async () => {
    const { user } = admin
    await t.db.insert(trustedDevices).values([
      {
        tokenHash: 'stale-device',
        userId: user.id,
        createdAt: ago(400 * DAY),
        lastUsedAt: ago(181 * DAY),
      },
      {
        tokenHash: 'used-device',
        userId: user.id,
        createdAt: ago(400 * DAY),
        lastUsedAt: ago(DAY),
      },
    ])
    await housekeep()
    const left = await t.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id))
    expect(left.map((d) => d.tokenHash)).toEqual(['used-device'])
  })
})

describe('checkout codes and verified numbers', () => {
  it('deletes codes sent over a day ago and verifications past their 180 days', async () => {
    await t.db.delete(phoneCodes)
    await t.db.delete(verifiedPhones)
    const code = (phoneKey: string, createdAt: Date) =>
      insertPhoneCode(t.db, {
        phoneKey,
        codeHash: 'salt:hash',
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 10 * 60_000),
      })
    await code('9170000001', ago(retention.phoneCodesMs + 1))
    await code('9170000002', ago(retention.phoneCodesMs - 60_000))
    await rememberVerifiedPhone(t.db, 'device-old', '9170000001', ago(VERIFIED_PHONE_MS + 1))
    await rememberVerifiedPhone(t.db, 'device-new', '9170000002', ago(DAY))
    const report = await housekeep()
    expect(report.deletedPhoneCodes).toBe(1)
    expect(report.deletedVerifiedPhones).toBe(1)
    expect((await t.db.select().from(phoneCodes)).map((c) => c.phoneKey)).toEqual(['9170000002'])
    expect((await t.db.select().from(verifiedPhones)).map((v) => v.deviceHash)).toEqual([
      'device-new',
    ])
  })
})

describe('startHousekeeping', () => {
  it('runs a round at start, and stop() waits for it', async () => {
    await t.db.delete(emailOutbox)
    const id = await enqueueEmail(
      t.db,
      { kind: 'test', to: ['owner@primecuts.ph'], subject: 'ancient', text: 'x' },
      ago(retention.outboxMs + DAY),
    )
    await t.db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.id, id))
    const running = startHousekeeping({ ...t.deps, logger: pino({ level: 'silent' }) })
    await running.stop()
    expect(await t.db.select().from(emailOutbox)).toEqual([])
  })
})
