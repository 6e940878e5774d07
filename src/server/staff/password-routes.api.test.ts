import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { oneTimeTokens } from '#server/db/schema/staff.ts'
import { adminUsersApiPaths, passwordApiPaths as api } from '#shared/api-paths/staff.ts'
import { RESET_PASSWORD_LINK_HOURS } from '#shared/schemas/staff-users.ts'
import { cookieFrom, createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { issuePasswordToken } from './one-time-token-repo.ts'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
})
afterAll(() => t.close())

const INVALID = 'This link is invalid or has expired. Ask an admin for a new one.'
const FORGOT =
  'If that address belongs to a staff account, we have sent a link to reset the password.'
const newPassword = 'correct horse battery'

let counter = 0
/** A user created by the admin, and the token of their set-password link. */
async function invitedUser() {
  const email = `invited${++counter}-${Date.now()}@password.test`
  const res = await t.request(adminUsersApiPaths.create, {
    method: 'POST',
    cookie: admin.cookie,
    json: { name: `Invited ${counter}`, email, role: 'editor' },
  })
  const body = await res.json()
  return { ...body.user, token: new URL(body.setPasswordUrl).searchParams.get('token')! }
}

const setPassword = (token: string, password = newPassword, cookie?: string) =>
  t.request(api.set, { method: 'POST', json: { token, password }, ...(cookie ? { cookie } : {}) })

const signInWith = (email: string, password: string) =>
  t.request('/api/auth/login', { method: 'POST', json: { email, password } })

describe('GET /api/auth/password/check', () => {
  it('names the account and purpose of a usable link', async () => {
    const user = await invitedUser()
    const res = await t.request(api.check(user.token))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ email: user.email, purpose: 'set_password' })
  })

  it('answers 400 with a clear message for a forged or missing token', async () => {
    for (const token of ['A'.repeat(43), 'short', '']) {
      const res = await t.request(api.check(token))
      expect(res.status).toBe(400)
      expect((await res.json()).error.message).toBe(INVALID)
    }
  })
})

describe('POST /api/auth/password/set', () => {
  it('sets the password, signs the user in, and the link works only once', async () => {
    const user = await invitedUser()
    const res = await setPassword(user.token)
    expect(res.status).toBe(200)
    expect((await res.json()).user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'editor',
    })
    const cookie = cookieFrom(res)!
    const me = await (await t.request('/api/auth/me', { cookie })).json()
    expect(me.user.email).toBe(user.email)
    expect((await signInWith(user.email, newPassword)).status).toBe(200)

    const again = await setPassword(user.token, 'another long password')
    expect(again.status).toBe(410)
    expect((await again.json()).error.message).toBe(INVALID)
    expect((await t.request(api.check(user.token))).status).toBe(410)
    expect((await signInWith(user.email, 'another long password')).status).toBe(401)
  })

  it('refuses an expired link (72 hours) and an unused link just before works', async () => {
    const user = await invitedUser()
    const later = await invitedUser()
    const start = Date.now()
    try {
      t.setNow(new Date(start + 72 * 3600 * 1000 + 60_000))
      const res = await setPassword(user.token)
      expect(res.status).toBe(410)
      expect((await res.json()).error.message).toBe(INVALID)
      t.setNow(new Date(start + 71 * 3600 * 1000))
      expect((await setPassword(later.token)).status).toBe(200)
    } finally {
      t.setNow(undefined)
    }
  })

  it('refuses a forged token with 400', async () => {
    const res = await setPassword('B'.repeat(43))
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toBe(INVALID)
  })

  it('refuses a password shorter than 12 characters with 422 and keeps the link usable', async () => {
    const user = await invitedUser()
    const res = await setPassword(user.token, 'elevenchars')
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields.password).toBe('Password must be at least 12 characters')
    expect((await t.request(api.check(user.token))).status).toBe(200)
  })

  it('ends the user’s other sessions', async () => {
    const editor = await t.signIn('editor')
    // A reset link, as 'Forgot password?' sends one (an admin renews only invites).
    const token = await issuePasswordToken(t.db, {
      userId: editor.user.id,
      purpose: 'reset_password',
      validHours: RESET_PASSWORD_LINK_HOURS,
      now: new Date(),
    })
    expect((await setPassword(token)).status).toBe(200)
    expect((await t.request('/api/admin/products', { cookie: editor.cookie })).status).toBe(401)
  })
})

describe('POST /api/auth/password/forgot', () => {
  const forgot = (email: string, ip = '10.0.0.1') =>
    t.request(api.forgot, { method: 'POST', json: { email }, ip })
  const resetMailsTo = async (email: string) =>
    (
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'staff_reset_password'))
    ).filter((m) => m.toAddresses.includes(email))

  it('answers the same for a known and an unknown address; only the known one gets an email', async () => {
    const staff = await t.createStaff('editor')
    const known = await forgot(staff.email.toUpperCase())
    const nobody = `nobody-${Date.now()}@password.test`
    const unknown = await forgot(nobody)
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await known.json()).toEqual({ message: FORGOT })
    expect(await unknown.json()).toEqual({ message: FORGOT })

    const mails = await resetMailsTo(staff.email)
    expect(mails).toHaveLength(1)
    expect(await resetMailsTo(nobody)).toHaveLength(0)
    const token = /set-password\?token=([\w-]+)/.exec(mails[0]!.textBody)![1]!
    // Built on the configured site origin (here the listen address), never the request's.
    expect(mails[0]!.textBody).toContain(
      `${t.deps.config.siteOrigin}/admin/set-password?token=${token}`,
    )
    const check = await (await t.request(api.check(token))).json()
    expect(check).toEqual({ email: staff.email, purpose: 'reset_password' })
    const [row] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, staff.id))
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3600 * 1000)

    expect((await setPassword(token)).status).toBe(200)
    expect((await signInWith(staff.email, newPassword)).status).toBe(200)
    expect((await signInWith(staff.email, staff.password)).status).toBe(401)
  })

  it('never cancels a pending invite; the invitee gets a reset link beside it', async () => {
    const invited = await invitedUser()
    // Anyone can ask for any address, twice even: the invite link keeps working.
    expect((await forgot(invited.email, '10.0.3.1')).status).toBe(202)
    expect((await forgot(invited.email, '10.0.3.2')).status).toBe(202)
    const check = await t.request(api.check(invited.token))
    expect(check.status).toBe(200)
    expect(await check.json()).toEqual({ email: invited.email, purpose: 'set_password' })

    // Of the reset links, only the newest works; the invite still does.
    const resetTokens = (await resetMailsTo(invited.email)).map(
      (m) => /set-password\?token=([\w-]+)/.exec(m.textBody)![1]!,
    )
    expect(resetTokens).toHaveLength(2)
    const [older, newest] = resetTokens
    expect((await t.request(api.check(older!))).status).toBe(400)
    expect((await t.request(api.check(newest!))).status).toBe(200)

    // Whichever is used first sets the password and spends the other.
    expect((await setPassword(invited.token)).status).toBe(200)
    expect((await t.request(api.check(newest!))).status).toBe(400)
    expect((await signInWith(invited.email, newPassword)).status).toBe(200)
  })

  it('answers 422 for an invalid email', async () => {
    const res = await forgot('not-an-email', '10.0.0.2')
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields.email).toBe('Enter a valid email address')
  })

  it('limits requests per address with 429 and emails per account quietly', async () => {
    const staff = await t.createStaff('editor')
    for (let i = 0; i < 5; i += 1)
      expect((await forgot(staff.email, `10.1.0.${i}`)).status).toBe(202)
    expect(await resetMailsTo(staff.email)).toHaveLength(3)

    const ip = '10.2.0.1'
    // Sized for an address shared by many people (carrier-grade NAT): 50 go through.
    const shared = await Promise.all(
      Array.from({ length: 50 }, (_, i) => forgot(`flood${i}@password.test`, ip)),
    )
    expect(shared.every((r) => r.status === 202)).toBe(true)
    const res = await forgot('flood-last@password.test', ip)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBeTruthy()
  })
})
