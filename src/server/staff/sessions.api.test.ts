import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/** Staff sessions: the idle timeout beside the absolute one, and the cookies' names over HTTPS. */
let t: TestApp
let https: TestApp
let proxied: TestApp
beforeAll(async () => {
  ;[t, https, proxied] = await Promise.all([
    createTestApp(),
    createTestApp({ PUBLIC_URL: 'https://shop.primecuts.ph' }),
    createTestApp({ TRUST_PROXY: '1' }),
  ])
})
afterAll(() => Promise.all([t.close(), https.close(), proxied.close()]))
afterEach(() => {
  for (const app of [t, https, proxied]) app.setNow(undefined)
})

const MINUTE = 60_000

async function signIn(app: TestApp, headers: Record<string, string> = {}) {
  const user = await app.createStaff('admin')
  const res = await app.request('/api/auth/login', {
    method: 'POST',
    json: { email: user.email, password: user.password },
    headers,
  })
  expect(res.status).toBe(200)
  return res.headers.getSetCookie()
}
const pairOf = (setCookie: string) => setCookie.split(';')[0]!

describe('idle timeout', () => {
  it('ends a session unused for longer than SESSION_IDLE_MINUTES; using it keeps it alive', async () => {
    const idleMs = t.deps.config.sessionIdleMs
    expect(idleMs).toBe(120 * MINUTE) // the default
    const start = new Date('2026-07-01T08:00:00Z').getTime()
    t.setNow(new Date(start))
    const cookie = pairOf((await signIn(t))[0]!)
    const users = async (at: number) => {
      t.setNow(new Date(at))
      return t.request('/api/admin/users', { cookie })
    }

    // Used just before it would have gone idle: it slides on from there.
    expect((await users(start + idleMs - MINUTE)).status).toBe(200)
    expect((await users(start + 2 * idleMs - 2 * MINUTE)).status).toBe(200)

    // Then left alone for longer than the idle timeout: over, and the cookie is cleared.
    const idle = await users(start + 3 * idleMs)
    expect(idle.status).toBe(401)
    expect((await idle.json()).error.code).toBe('unauthenticated')
    expect(idle.headers.get('set-cookie')).toMatch(/^meatshop_session=;.*Max-Age=0/i)
    expect(await (await t.request('/api/auth/me', { cookie })).json()).toEqual({ user: null })
  })

  it('still ends a session in use at its absolute lifetime', async () => {
    const start = new Date('2026-07-02T08:00:00Z').getTime()
    t.setNow(new Date(start))
    const cookie = pairOf((await signIn(t))[0]!)
    const { sessionTtlMs, sessionIdleMs } = t.deps.config
    for (let at = start; at < start + sessionTtlMs; at += sessionIdleMs / 2) {
      t.setNow(new Date(at))
      expect((await t.request('/api/auth/me', { cookie })).status).toBe(200)
    }
    t.setNow(new Date(start + sessionTtlMs))
    expect((await (await t.request('/api/auth/me', { cookie })).json()).user).toBeNull()
  })
})

describe('cookie names', () => {
  it('over plain HTTP: meatshop_session and meatshop_device, not Secure', async () => {
    const [session, device] = await signIn(t)
    expect(session).toMatch(/^meatshop_session=[\w-]{43};/)
    expect(device).toMatch(/^meatshop_device=[\w-]{43};/)
    for (const cookie of [session, device]) {
      expect(cookie).toMatch(/;\s*HttpOnly/i)
      expect(cookie).toMatch(/;\s*SameSite=Lax/i)
      expect(cookie).not.toMatch(/;\s*Secure/i)
    }
  })

  it('over HTTPS (PUBLIC_URL https): __Host- prefixed, Secure, and only that name is read', async () => {
    const [session, device] = await signIn(https)
    expect(session).toMatch(/^__Host-meatshop_session=[\w-]{43};/)
    expect(device).toMatch(/^__Host-meatshop_device=[\w-]{43};/)
    for (const cookie of [session!, device!]) {
      expect(cookie).toMatch(/;\s*Secure/i)
      expect(cookie).toMatch(/;\s*Path=\//i)
      expect(cookie).not.toMatch(/;\s*Domain=/i)
      expect(cookie).toMatch(/;\s*HttpOnly/i)
      expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    }
    const cookie = pairOf(session!)
    const me = async (sent: string) =>
      (await (await https.request('/api/auth/me', { cookie: sent })).json()).user
    expect(await me(cookie)).not.toBeNull()
    // The same token under the plain name could have been planted by a sibling site.
    expect(await me(cookie.replace('__Host-', ''))).toBeNull()

    const out = await https.request('/api/auth/logout', { method: 'POST', cookie })
    const cleared = out.headers.get('set-cookie') ?? ''
    expect(cleared).toMatch(/^__Host-meatshop_session=;.*Max-Age=0/i)
    expect(cleared).toMatch(/;\s*Secure/i)
    expect(await me(cookie)).toBeNull()
  })

  it('behind a trusted proxy that says https: __Host- prefixed too', async () => {
    const [session] = await signIn(proxied, { 'x-forwarded-proto': 'https' })
    expect(session).toMatch(/^__Host-meatshop_session=[\w-]{43};.*Secure/i)
    const [plain] = await signIn(proxied)
    expect(plain).toMatch(/^meatshop_session=/)
  })
})
