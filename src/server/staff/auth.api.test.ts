import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffUsers } from '#server/db/schema/staff.ts'
import { cookieFrom, createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { signInLimits } from './login-throttle.ts'
import { needsRehash, verifyPassword } from './password.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const login = (email: string, password: string, ip?: string) =>
  t.request('/api/auth/login', { method: 'POST', json: { email, password }, ...(ip ? { ip } : {}) })

describe('POST /api/auth/login', () => {
  it('signs a staff member in with an httpOnly, SameSite=Lax session cookie', async () => {
    const admin = await t.createStaff('admin', { name: 'Maria Santos' })
    const res = await login(admin.email.toUpperCase(), admin.password)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      user: { id: admin.id, name: 'Maria Santos', email: admin.email, role: 'admin' },
    })
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^meatshop_session=[\w-]{40,};/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\//)

    const me = await t.request('/api/auth/me', { cookie: cookieFrom(res)! })
    expect((await me.json()).user).toMatchObject({ email: admin.email, role: 'admin' })
  })

  it('records when the user last signed in', async () => {
    const editor = await t.createStaff('editor')
    const before = Date.now()
    await login(editor.email, editor.password)
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, editor.id))
    expect(row!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('answers the same for an unknown email and a wrong password', async () => {
    const admin = await t.createStaff('admin')
    const wrongPassword = await login(admin.email, 'not-the-password')
    const unknownEmail = await login('nobody@primecuts.ph', admin.password)
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    const body = { error: { code: 'invalid_credentials', message: 'Invalid credentials' } }
    expect(await wrongPassword.json()).toEqual(body)
    expect(await unknownEmail.json()).toEqual(body)
    expect(wrongPassword.headers.get('set-cookie')).toBeNull()
  })

  it('refuses missing fields with 422 naming each field', async () => {
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'not an email' },
    })
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.error.code).toBe('validation_failed')
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'password'])
  })

  it('gives a new session id on every sign-in and drops the one sent with the request', async () => {
    const admin = await t.createStaff('admin')
    const first = cookieFrom(await login(admin.email, admin.password))!
    const second = cookieFrom(
      await t.request('/api/auth/login', {
        method: 'POST',
        json: { email: admin.email, password: admin.password },
        cookie: first,
      }),
    )!
    expect(second).not.toBe(first)
    expect((await (await t.request('/api/auth/me', { cookie: first })).json()).user).toBeNull()
    expect((await (await t.request('/api/auth/me', { cookie: second })).json()).user).not.toBeNull()
  })

  it('answers 429 to strangers after five failures for one email, even with the right password', async () => {
    const editor = await t.createStaff('editor')
    for (let i = 0; i < signInLimits.account.freeFailures; i++) {
      expect((await login(editor.email, `wrong-${i}`, '10.1.0.1')).status).toBe(401)
    }
    const blocked = await login(editor.email, editor.password, '10.1.0.2')
    expect(blocked.status).toBe(429)
    expect(await blocked.json()).toEqual({
      error: {
        code: 'too_many_attempts',
        message: expect.stringMatching(
          /^Too many failed sign-in attempts\. Please try again in \d+ seconds?\.$/,
        ),
        retryAfterSeconds: Number(blocked.headers.get('retry-after')),
      },
    })

    // Another account is not slowed by it.
    const other = await t.createStaff('editor')
    expect((await login(other.email, other.password, '10.1.0.3')).status).toBe(200)

    // The wait passes (the clock moves on by Retry-After).
    const waitMs = Number(blocked.headers.get('retry-after')) * 1000
    t.setNow(new Date(Date.now() + waitMs))
    expect((await login(editor.email, editor.password, '10.1.0.2')).status).toBe(200)
    t.setNow(undefined)
  })

  it('forgives the failures of whoever then signs in with the right password', async () => {
    const editor = await t.createStaff('editor')
    const fails = signInLimits.account.freeFailures - 1
    for (let i = 0; i < fails; i++) await login(editor.email, `wrong-${i}`, '10.3.0.1')
    expect((await login(editor.email, editor.password, '10.3.0.1')).status).toBe(200)
    // A fresh run of free attempts: four more failures and still no wait.
    for (let i = 0; i < fails; i++) {
      expect((await login(editor.email, `wrong-again-${i}`, '10.3.0.1')).status).toBe(401)
    }
  })

  it("stores a password hashed at an older cost again at today's cost when its owner signs in", async () => {
    const admin = await t.createStaff('admin')
    const hashOf = async () =>
      (await t.db.select().from(staffUsers).where(eq(staffUsers.id, admin.id)))[0]!.passwordHash!
    const old = await hashOf()
    expect(needsRehash(old)).toBe(true)

    expect((await login(admin.email, 'not-the-password')).status).toBe(401)
    expect(await hashOf()).toBe(old) // a wrong password upgrades nothing

    expect((await login(admin.email, admin.password)).status).toBe(200)
    const upgraded = await hashOf()
    // scrypt$N$r$p$salt$key at OWASP's N = 2^17, r = 8, p = 1.
    expect(upgraded.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1'])
    expect(await verifyPassword(admin.password, upgraded)).toBe(true)
    expect((await login(admin.email, admin.password)).status).toBe(200)
    expect(await hashOf()).toBe(upgraded) // done once
  })
})

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { cookie } = await t.signIn('admin')
    const res = await t.request('/api/auth/logout', { method: 'POST', cookie })
    expect(res.status).toBe(204)
    expect(res.headers.get('set-cookie')).toMatch(/meatshop_session=;.*Max-Age=0/i)
    // The old cookie no longer opens anything, even if a browser kept it.
    expect((await t.request('/api/admin/users', { cookie })).status).toBe(401)
  })
})

describe('GET /api/auth/me', () => {
  it('answers 200 with no user for a shopper', async () => {
    const res = await t.request('/api/auth/me')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ user: null })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('treats an expired session as signed out', async () => {
    const { cookie } = await t.signIn('editor')
    t.setNow(new Date(Date.now() + t.deps.config.sessionTtlMs + 60_000))
    expect(await (await t.request('/api/auth/me', { cookie })).json()).toEqual({ user: null })
    t.setNow(undefined)
  })

  it('treats a forged token as signed out', async () => {
    const res = await t.request('/api/auth/me', {
      cookie: 'meatshop_session=forged-token-forged-token-forged',
    })
    expect(await res.json()).toEqual({ user: null })
  })
})
