import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgotPasswordRateLimits } from '#server/staff/password-forgot.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Port 3000 reachable from outside (docs/security.md, "Client addresses behind proxies"):
 * a client that connects directly and writes its own X-Forwarded-For and
 * X-Forwarded-Proto is still itself; only our own proxies are believed.
 */
let hops: TestApp
let listed: TestApp
beforeAll(async () => {
  hops = await createTestApp({ TRUST_PROXY: '1' })
  listed = await createTestApp({ TRUST_PROXY: '10.0.0.0/8,::1' })
})
afterAll(async () => {
  await hops.close()
  await listed.close()
})

let forged = 0
/** A new, made-up client address each time. */
const newForgedAddress = () => `198.51.${(++forged >> 8) & 255}.${forged & 255}`

/** Forgot-password requests (a per-address limit), each with a new X-Forwarded-For. */
async function askResets(t: TestApp, socket: string, count: number) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const res = await t.request('/api/auth/password/forgot', {
      method: 'POST',
      json: { email: `nobody-${forged}@test.primecuts.ph` },
      ip: socket,
      headers: { 'x-forwarded-for': newForgedAddress() },
    })
    statuses.push(res.status)
  }
  return statuses
}

describe('forwarded headers from a client that is not our proxy', () => {
  it('under a hop count, a direct client on a public address is one client however it signs its header', async () => {
    const statuses = await askResets(
      hops,
      '203.0.113.50',
      forgotPasswordRateLimits.address.limit + 1,
    )
    expect(statuses.slice(0, forgotPasswordRateLimits.address.limit).every((s) => s === 202)).toBe(
      true,
    )
    expect(statuses.at(-1)).toBe(429)
  })

  it('through our own proxy, each shopper is counted by the address the proxy saw', async () => {
    // The client refused above, now through the proxy: still refused; anyone else goes on.
    const through = (client: string) =>
      hops.request('/api/auth/password/forgot', {
        method: 'POST',
        json: { email: 'nobody@test.primecuts.ph' },
        ip: '10.0.0.5',
        headers: { 'x-forwarded-for': client },
      })
    expect((await through('203.0.113.50')).status).toBe(429)
    expect((await through(newForgedAddress())).status).toBe(202)
    expect((await through(newForgedAddress())).status).toBe(202)
  })

  it('believes X-Forwarded-Proto only from our proxy: cookies and the accepted origin', async () => {
    const headers = { origin: 'https://localhost', 'x-forwarded-proto': 'https' }
    const direct = await hops.request('/api/auth/logout', {
      method: 'POST',
      headers,
      ip: '203.0.113.51',
    })
    expect(direct.status).toBe(403)
    const proxied = await hops.request('/api/auth/logout', {
      method: 'POST',
      headers,
      ip: '10.0.0.5',
    })
    expect(proxied.status).toBe(204)

    const staff = await listed.createStaff('editor')
    const signIn = (ip: string) =>
      listed.request('/api/auth/login', {
        method: 'POST',
        json: { email: staff.email, password: staff.password },
        headers: { 'x-forwarded-proto': 'https' },
        ip,
      })
    const fromProxy = (await signIn('10.9.8.7')).headers.getSetCookie().join('\n')
    expect(fromProxy).toMatch(/^__Host-meatshop_session=.*Secure/im)
    const fromClient = (await signIn('127.0.0.1')).headers.getSetCookie().join('\n')
    expect(fromClient).toMatch(/^meatshop_session=/m)
    expect(fromClient).not.toMatch(/Secure/i)
  })
})
