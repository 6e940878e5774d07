import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { signInLimits } from '#server/staff/login-throttle.ts'
import { adminUsersApiPaths, passwordApiPaths } from '#shared/api-paths/staff.ts'
import { INVALID_LINK_MESSAGE } from '#shared/schemas/staff-users.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Sign-in throttling and password links: the gaps left by staff/auth.api.test.ts and
 * staff/login-throttle.api.test.ts (bursts, device cookies, growing waits) and
 * staff/password-routes.api.test.ts (single use, 72 h expiry, forged tokens, other
 * sessions ended). The index of what is tested where is in web-security.api.test.ts.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const login = (email: string, password: string, ip: string) =>
  t.request('/api/auth/login', { method: 'POST', json: { email, password }, ip })

describe('login throttling', () => {
  it('throttles an unknown email exactly like a known one, and refuses without a cookie', async () => {
    const known = await t.createStaff('editor')
    const unknown = `nobody-${Date.now()}@test.primecuts.ph`
    const answers = []
    for (const email of [known.email, unknown]) {
      for (let i = 0; i < signInLimits.account.freeFailures; i++) {
        // Case and spaces do not give an attacker fresh counters.
        const variant = i % 2 ? ` ${email.toUpperCase()} ` : email
        expect((await login(variant, `wrong-${i}`, `10.9.${answers.length}.${i}`)).status).toBe(401)
      }
      const blocked = await login(email, known.password, '10.9.9.9')
      expect(blocked.status).toBe(429)
      expect(blocked.headers.get('set-cookie')).toBeNull()
      const wait = Number(blocked.headers.get('retry-after'))
      expect(
        Number.isInteger(wait) && wait > 0 && wait <= signInLimits.account.firstDelayMs / 1000,
      ).toBe(true)
      answers.push((await blocked.json()).error.code)
    }
    expect(answers).toEqual(['too_many_attempts', 'too_many_attempts'])
  })
})

describe('password links', () => {
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!
  const setPassword = (token: string) =>
    t.request(passwordApiPaths.set, {
      method: 'POST',
      json: { token, password: 'a long enough password' },
    })

  it('an older link stops working once a newer one of its kind is made; forgot never cancels an invite', async () => {
    const admin = await t.signIn('admin')
    const created = await t.request(adminUsersApiPaths.create, {
      method: 'POST',
      cookie: admin.cookie,
      json: { name: 'Link Test', email: `links-${Date.now()}@test.primecuts.ph`, role: 'editor' },
    })
    const { user, setPasswordUrl } = await created.json()
    const first = tokenOf(setPasswordUrl)
    const renewed = await t.request(adminUsersApiPaths.setPasswordLink(user.id), {
      method: 'POST',
      cookie: admin.cookie,
    })
    const second = tokenOf((await renewed.json()).setPasswordUrl)
    await t.request(passwordApiPaths.forgot, { method: 'POST', json: { email: user.email } })
    const mail = (
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'staff_reset_password'))
    ).find((m) => m.toAddresses.includes(user.email))
    const third = /set-password\?token=([\w-]+)/.exec(mail!.textBody)![1]!

    const refused = async (token: string) => {
      const res = await setPassword(token)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect((await res.json()).error.message).toBe(INVALID_LINK_MESSAGE)
    }
    await refused(first) // replaced by the admin's newer invite
    // Anyone can ask for a reset of any address: the invite stays usable beside it.
    expect((await t.request(passwordApiPaths.check(second))).status).toBe(200)
    expect((await setPassword(third)).status).toBe(200)
    // The password is chosen: the invite is spent with it.
    await refused(second)
  })

  it('lets only one of two simultaneous uses of a link through', async () => {
    const admin = await t.signIn('admin')
    // An invite (an admin sends set-password links only to accounts without a password).
    const invited = await t.request(adminUsersApiPaths.create, {
      method: 'POST',
      cookie: admin.cookie,
      json: { name: 'Race Test', email: `race-${Date.now()}@test.primecuts.ph`, role: 'editor' },
    })
    const token = tokenOf((await invited.json()).setPasswordUrl)
    const statuses = (await Promise.all([setPassword(token), setPassword(token)])).map(
      (r) => r.status,
    )
    expect(statuses.sort()).toEqual([200, 410])
  })
})
