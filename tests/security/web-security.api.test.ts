import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '#server/staff/session-repo.ts'
import { cookieFrom, createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Web security (docs/architecture.md §3): the gaps the feature tests leave. Already covered, so
 * not repeated here:
 * - cross-origin POST by Origin and by `Sec-Fetch-Site: cross-site`, own origin and
 *   PUBLIC_URL accepted, security headers on an API answer: http/http-base.api.test.ts
 * - HttpOnly, SameSite=Lax, Path=/; a new token on sign-in that drops a valid one sent
 *   along; logout ends the session; the same 'Invalid credentials' for a wrong email and
 *   password: staff/auth.api.test.ts
 * - sign-in throttling (bursts, device cookies, growing waits, per address):
 *   staff/login-throttle.api.test.ts; idle timeout and `__Host-` cookies over HTTPS:
 *   staff/sessions.api.test.ts
 * - set-password links single use, 72 h expiry, forged tokens, other sessions ended:
 *   staff/password-routes.api.test.ts; command-line reset: staff/reset-password.api.test.ts
 * - throttling and password links beyond those: web-security-sessions.api.test.ts; media
 *   paths, uploads and headers on HTML and images: web-security-files.api.test.ts
 */
let t: TestApp
let proxied: TestApp
beforeAll(async () => {
  ;[t, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: 'true' })])
})
afterAll(() => Promise.all([t.close(), proxied.close()]))

const login = (
  app: TestApp,
  email: string,
  password: string,
  init: RequestInit & { cookie?: string; ip?: string } = {},
) => app.request('/api/auth/login', { method: 'POST', json: { email, password }, ...init })
const me = async (app: TestApp, cookie: string) =>
  (await (await app.request('/api/auth/me', { cookie })).json()).user

describe('cross-site request forgery', () => {
  it('refuses every unsafe method from another origin and changes nothing', async () => {
    const { cookie } = await t.signIn('admin')
    const writes = [
      ['PUT', '/api/admin/settings/gcash', { accountName: 'Forged', accountNumber: '0917' }],
      ['PATCH', '/api/admin/products/1/visibility', { visibility: 'draft' }],
      ['DELETE', '/api/admin/shipping-zones/1', undefined],
    ] as const
    const before = await (await t.request('/api/admin/settings', { cookie })).json()
    for (const [method, path, json] of writes) {
      const forged: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' }, // sandboxed frames and data: pages
        { origin: 'http://localhost:8080' }, // same host, another port
        { origin: 'https://localhost' }, // same host, another scheme
        { 'sec-fetch-site': 'same-site' }, // a sibling subdomain is another site to us
        { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' },
      ]
      for (const headers of forged) {
        const res = await t.request(path, { method, cookie, headers, ...(json ? { json } : {}) })
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403)
      }
    }
    expect(await (await t.request('/api/admin/settings', { cookie })).json()).toEqual(before)
    const zones = await (await t.request('/api/checkout/options')).json()
    expect(zones.zones.map((z: { id: number }) => z.id)).toContain(1)
  })

  it('lets same-origin browsers, typed addresses and cookie-less clients write', async () => {
    const { cookie } = await t.signIn('editor')
    const body = { visibility: 'published' }
    const allowed: Record<string, string>[] = [
      { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' }, // an address typed or bookmarked
      {},
    ]
    for (const headers of allowed) {
      const res = await t.request('/api/admin/products/1/visibility', {
        method: 'PATCH',
        cookie,
        headers,
        json: body,
      })
      expect(res.status, JSON.stringify(headers)).toBe(200)
    }
  })

  it('never answers a read with CORS headers that would expose it to another site', async () => {
    const { cookie } = await t.signIn('admin')
    const res = await t.request('/api/admin/users', {
      cookie,
      headers: { origin: 'https://evil.example' },
    })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('behind our HTTPS proxy, accepts the https origin only when the proxy is trusted', async () => {
    const headers = { origin: 'https://localhost', 'x-forwarded-proto': 'https' }
    const behind = await proxied.request('/api/auth/logout', { method: 'POST', headers })
    expect(behind.status).toBe(204)
    const spoofed = await t.request('/api/auth/logout', { method: 'POST', headers })
    expect(spoofed.status).toBe(403)
  })
})

describe('session fixation', () => {
  it('never adopts a session id chosen before sign-in', async () => {
    const admin = await t.createStaff('admin')
    const planted = `${SESSION_COOKIE}=${'A'.repeat(43)}`
    const res = await login(t, admin.email, admin.password, { cookie: planted })
    expect(res.status).toBe(200)
    expect(cookieFrom(res)).not.toBe(planted)
    expect(await me(t, planted)).toBeNull()
    expect(JSON.stringify(await res.json())).not.toContain(cookieFrom(res)!.split('=')[1])
  })

  it("does not turn an attacker's own planted session into the victim's", async () => {
    const attacker = await t.signIn('editor')
    const victim = await t.createStaff('admin')
    const res = await login(t, victim.email, victim.password, { cookie: attacker.cookie })
    expect(cookieFrom(res)).not.toBe(attacker.cookie)
    // Sign-in drops the session it was sent with; it never becomes the victim's.
    expect((await me(t, attacker.cookie))?.email).not.toBe(victim.email)
    expect((await me(t, cookieFrom(res)!)).email).toBe(victim.email)
  })
})

describe('session cookie flags', () => {
  const flags = (res: Response) => res.headers.get('set-cookie') ?? ''

  it('marks the cookie Secure only when HTTPS is known, never from an untrusted header', async () => {
    const a = await t.createStaff('editor')
    const plain = flags(await login(t, a.email, a.password))
    expect(plain).not.toMatch(/;\s*Secure/i)
    const spoofed = flags(
      await login(t, a.email, a.password, { headers: { 'x-forwarded-proto': 'https' } }),
    )
    expect(spoofed).not.toMatch(/;\s*Secure/i)

    const b = await proxied.createStaff('editor')
    const res = await login(proxied, b.email, b.password, {
      headers: { 'x-forwarded-proto': 'https' },
    })
    const secure = flags(res)
    for (const flag of [/;\s*Secure/i, /;\s*HttpOnly/i, /;\s*SameSite=Lax/i, /;\s*Path=\//]) {
      expect(secure).toMatch(flag)
    }
    const expires = Date.parse(/Expires=([^;]+)/i.exec(secure)![1]!)
    expect(Math.abs(expires - (Date.now() + proxied.deps.config.sessionTtlMs))).toBeLessThan(60_000)

    // Clearing it on logout uses the same flags, or the browser would keep the original.
    const out = await proxied.request('/api/auth/logout', {
      method: 'POST',
      cookie: cookieFrom(res)!,
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(flags(out)).toMatch(/Max-Age=0/i)
    expect(flags(out)).toMatch(/;\s*Secure/i)
    expect(flags(out)).toMatch(/;\s*HttpOnly/i)
  })
})

describe('addresses staff type for links and images', () => {
  it('refuses script schemes and addresses a browser reads as another site', async () => {
    const { cookie } = await t.signIn('editor')
    const today = new Date().toISOString().slice(0, 10)
    for (const address of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      // Browsers treat a backslash as a slash: `/\evil.example` is `//evil.example`.
      '/\\evil.example',
      'https://shop.example\\@evil.example',
    ]) {
      const res = await t.request('/api/admin/promos', {
        method: 'POST',
        cookie,
        json: {
          title: 'Probe',
          description: 'x',
          startDate: today,
          endDate: today,
          link: address,
          imageUrl: address,
        },
      })
      expect(res.status, address).toBe(422)
      expect(Object.keys((await res.json()).error.fields).sort(), address).toEqual([
        'imageUrl',
        'link',
      ])
    }
  })
})
