import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.primecuts.ph' })
})
afterAll(() => t.close())

describe('cross-origin writes', () => {
  it('refuses a POST whose Origin is another site', async () => {
    const { cookie } = await t.signIn('admin')
    const res = await t.request('/api/auth/logout', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
    expect((await res.json()).error.code).toBe('cross_origin_refused')
    // The session survived the forged request.
    expect((await (await t.request('/api/auth/me', { cookie })).json()).user).not.toBeNull()
  })

  it('refuses a write the browser marks as cross-site', async () => {
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'a@b.co', password: 'x' },
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(res.status).toBe(403)
  })

  it('accepts writes from our own origin and from PUBLIC_URL', async () => {
    for (const origin of ['http://localhost', 'https://shop.primecuts.ph']) {
      const res = await t.request('/api/auth/logout', {
        method: 'POST',
        headers: { origin, 'sec-fetch-site': 'same-origin' },
      })
      expect(res.status).toBe(204)
    }
  })
})

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.request('/api/no-such-thing')
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('not_found')
  })

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error.code).toBe('invalid_json')
  })

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    })
    expect(res.status).toBe(413)
    expect((await res.json()).error.code).toBe('payload_too_large')
  })
})

describe('every response', () => {
  it('carries the security headers', async () => {
    const res = await t.request('/api/health')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it("lets the shop's own service worker and web app manifest load, and nobody else's", async () => {
    const csp = (await t.request('/api/health')).headers.get('content-security-policy')
    expect(csp).toContain("worker-src 'self'")
    expect(csp).toContain("manifest-src 'self'")
  })
})

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const res = await t.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })
})

describe('GET /api/site', () => {
  it('gives the public shop details with the free-delivery threshold', async () => {
    const body = await (await t.request('/api/site')).json()
    expect(body).toMatchObject({
      siteName: 'Prime Cuts Butchery',
      freeDeliveryThresholdCentavos: 200_000,
    })
  })
})
