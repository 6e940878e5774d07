import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { oneTimeTokens, staffUsers } from '#server/db/schema/staff.ts'
import { adminUsersApiPaths as api } from '#shared/api-paths/staff.ts'
import { INVITE_ALREADY_ACCEPTED_MESSAGE } from '#shared/schemas/staff-users.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { hashToken } from './session-repo.ts'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
})
afterAll(() => t.close())

let counter = 0
const uniqueEmail = (prefix = 'user') => `${prefix}${++counter}-${Date.now()}@users.test`

async function createUser(input: { name?: string; email?: string; role?: string } = {}) {
  const res = await t.request(api.create, {
    method: 'POST',
    cookie: admin.cookie,
    json: { name: 'New Person', email: uniqueEmail(), role: 'editor', ...input },
  })
  return { res, body: await res.json() }
}

const routes = [
  { method: 'GET', path: '/api/admin/users' },
  { method: 'POST', path: '/api/admin/users' },
  { method: 'PUT', path: '/api/admin/users/1' },
  { method: 'DELETE', path: '/api/admin/users/1' },
  { method: 'POST', path: '/api/admin/users/1/set-password-link' },
]

describe.each(routes)('$method $path', ({ method, path }) => {
  const json = method === 'GET' ? undefined : { name: 'X', email: 'x@example.com', role: 'editor' }
  it('answers 401 to a shopper', async () => {
    const res = await t.request(path, { method, json })
    expect(res.status).toBe(401)
  })
  it('answers 403 to an editor', async () => {
    const { cookie } = await t.signIn('editor')
    const res = await t.request(path, { method, cookie, json })
    expect(res.status).toBe(403)
    expect((await res.json()).error.code).toBe('forbidden')
  })
})

describe('GET /api/admin/users', () => {
  it('filters by name or email in any case and by role, in name order', async () => {
    const tag = `zq${Date.now()}`
    await createUser({ name: `Bea ${tag}`, role: 'admin' })
    await createUser({ name: `alma ${tag}`, role: 'editor' })
    await createUser({ name: 'Carlo', email: `carlo.${tag}@users.test`, role: 'editor' })

    const all = await (
      await t.request(api.list({ q: tag.toUpperCase() }), { cookie: admin.cookie })
    ).json()
    expect(all.users.map((u: { name: string }) => u.name)).toEqual([
      `alma ${tag}`,
      `Bea ${tag}`,
      'Carlo',
    ])
    expect(all.total).toBe(3)

    const editors = await (
      await t.request(api.list({ q: tag, role: 'editor' }), { cookie: admin.cookie })
    ).json()
    expect(editors.users.map((u: { role: string }) => u.role)).toEqual(['editor', 'editor'])

    const none = await (
      await t.request(api.list({ q: 'no-such-person-x' }), { cookie: admin.cookie })
    ).json()
    expect(none).toEqual({ users: [], total: 0 })
  })

  it('refuses an unknown role filter with 422', async () => {
    const res = await t.request('/api/admin/users?role=owner', { cookie: admin.cookie })
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields.role).toBeDefined()
  })
})

describe('POST /api/admin/users', () => {
  it('creates a user without a password, a hashed 72-hour link and an email with it', async () => {
    const email = uniqueEmail('New.Person')
    const { res, body } = await createUser({
      name: '  Nina Cruz ',
      email: `  ${email.toUpperCase()} `,
    })
    expect(res.status).toBe(201)
    expect(body.user).toMatchObject({
      name: 'Nina Cruz',
      email: email.toLowerCase(),
      role: 'editor',
      lastLoginAt: null,
    })
    // Built on the configured site origin (here the listen address), never the request's.
    const linkStart = `${t.deps.config.siteOrigin}/admin/set-password?token=`
    expect(body.setPasswordUrl.startsWith(linkStart)).toBe(true)
    expect(body.setPasswordUrl.slice(linkStart.length)).toMatch(/^[\w-]{43}$/)

    const token = new URL(body.setPasswordUrl).searchParams.get('token')!
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, body.user.id))
    expect(row!.tokenHash).toBe(hashToken(token))
    expect(row!.purpose).toBe('set_password')
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(72 * 3600 * 1000)

    const [user] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, body.user.id))
    expect(user!.passwordHash).toBeNull()

    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'staff_set_password'))
    const mail = mails.find((m) => m.toAddresses.includes(email.toLowerCase()))
    expect(mail?.textBody).toContain(body.setPasswordUrl)
    expect(mail?.textBody).toContain('72 hours')
  })

  it('refuses a duplicate email whatever its case with 422 on the field', async () => {
    const email = uniqueEmail('dup')
    await createUser({ email })
    const { res, body } = await createUser({ email: email.toUpperCase() })
    expect(res.status).toBe(422)
    expect(body.error.fields).toEqual({ email: 'A user with this email already exists.' })
  })

  it('answers 422 naming every bad field', async () => {
    const res = await t.request(api.create, {
      method: 'POST',
      cookie: admin.cookie,
      json: { name: ' ', email: 'not-an-email', role: 'owner' },
    })
    expect(res.status).toBe(422)
    const { fields } = (await res.json()).error
    expect(Object.keys(fields).sort()).toEqual(['email', 'name', 'role'])
    expect(fields.name).toBe('Name is required')
  })
})

describe('PUT /api/admin/users/:id', () => {
  it('updates name, email and role', async () => {
    const { body } = await createUser()
    const email = uniqueEmail('changed')
    const res = await t.request(api.item(body.user.id), {
      method: 'PUT',
      cookie: admin.cookie,
      json: { name: 'Renamed', email, role: 'admin' },
    })
    expect(res.status).toBe(200)
    expect((await res.json()).user).toMatchObject({ name: 'Renamed', email, role: 'admin' })
  })

  it('refuses another account’s email and an unknown id', async () => {
    const first = await createUser()
    const second = await createUser()
    const res = await t.request(api.item(second.body.user.id), {
      method: 'PUT',
      cookie: admin.cookie,
      json: { name: 'X', email: first.body.user.email.toUpperCase(), role: 'editor' },
    })
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields.email).toBe('A user with this email already exists.')
    const missing = await t.request(api.item(99_999), {
      method: 'PUT',
      cookie: admin.cookie,
      json: { name: 'X', email: uniqueEmail(), role: 'editor' },
    })
    expect(missing.status).toBe(404)
  })

  it('refuses to remove your own admin role', async () => {
    const res = await t.request(api.item(admin.user.id), {
      method: 'PUT',
      cookie: admin.cookie,
      json: { name: admin.user.name, email: admin.user.email, role: 'editor' },
    })
    expect(res.status).toBe(409)
    expect((await res.json()).error.message).toBe('You cannot remove your own admin role.')
  })
})

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the user and ends their sessions at once', async () => {
    const editor = await t.signIn('editor')
    expect((await t.request('/api/auth/me', { cookie: editor.cookie })).status).toBe(200)
    const res = await t.request(api.item(editor.user.id), {
      method: 'DELETE',
      cookie: admin.cookie,
    })
    expect(res.status).toBe(204)
    expect((await t.request('/api/admin/products', { cookie: editor.cookie })).status).toBe(401)
    const list = await (await t.request(api.list(), { cookie: admin.cookie })).json()
    expect(list.users.some((u: { id: number }) => u.id === editor.user.id)).toBe(false)
  })

  it('refuses to delete yourself', async () => {
    const res = await t.request(api.item(admin.user.id), { method: 'DELETE', cookie: admin.cookie })
    expect(res.status).toBe(409)
    expect((await res.json()).error.message).toBe('You cannot delete your own account.')
  })

  it('answers 404 for an unknown user and for a bad id', async () => {
    expect(
      (await t.request(api.item(99_999), { method: 'DELETE', cookie: admin.cookie })).status,
    ).toBe(404)
    const bad = await t.request('/api/admin/users/abc', { method: 'DELETE', cookie: admin.cookie })
    expect(bad.status).toBe(404)
    expect((await bad.json()).error.message).toBe('That user could not be found.')
  })
})

describe('the last admin', () => {
  // A shop of its own with exactly two admins, each acting against the other at once.
  let solo: TestApp
  beforeAll(async () => {
    solo = await createTestApp()
  })
  afterAll(() => solo.close())

  async function twoAdmins() {
    await solo.db.update(staffUsers).set({ role: 'editor' })
    return [await solo.signIn('admin'), await solo.signIn('admin')] as const
  }
  const adminCount = async () =>
    (await solo.db.select().from(staffUsers).where(eq(staffUsers.role, 'admin'))).length

  it('cannot be demoted, even by two admins demoting each other at once', async () => {
    const [a, b] = await twoAdmins()
    const demote = (actor: typeof a, target: typeof a) =>
      solo.request(api.item(target.user.id), {
        method: 'PUT',
        cookie: actor.cookie,
        json: { name: target.user.name, email: target.user.email, role: 'editor' },
      })
    const results = await Promise.all([demote(a, b), demote(b, a)])
    const statuses = results.map((r) => r.status).sort()
    // The loser is refused inside the transaction (409, last admin) or, when the winner
    // committed first, at the door: it is an editor now (403).
    expect([
      [200, 403],
      [200, 409],
    ]).toContainEqual(statuses)
    const refused = results.find((r) => r.status === 409)
    if (refused) {
      expect((await refused.json()).error.message).toBe('You cannot demote the last admin.')
    }
    expect(await adminCount()).toBe(1)
  })

  it('cannot be deleted, even by two admins deleting each other at once', async () => {
    const [a, b] = await twoAdmins()
    const remove = (actor: typeof a, target: typeof a) =>
      solo.request(api.item(target.user.id), { method: 'DELETE', cookie: actor.cookie })
    const results = await Promise.all([remove(a, b), remove(b, a)])
    const statuses = results.map((r) => r.status).sort()
    // The loser is refused either inside the transaction (409, last admin) or, when the
    // winner committed first, at the door: its own session ended with its account (401).
    expect([
      [204, 401],
      [204, 409],
    ]).toContainEqual(statuses)
    const refused = results.find((r) => r.status === 409)
    if (refused) {
      expect((await refused.json()).error.message).toBe('You cannot delete the last admin.')
    }
    expect(await adminCount()).toBe(1)
  })
})

describe('POST /api/admin/users/:id/set-password-link', () => {
  it('gives a fresh link and the older one stops working', async () => {
    const { body } = await createUser()
    const res = await t.request(api.setPasswordLink(body.user.id), {
      method: 'POST',
      cookie: admin.cookie,
    })
    expect(res.status).toBe(201)
    const renewed = await res.json()
    expect(renewed.setPasswordUrl).not.toBe(body.setPasswordUrl)
    const oldToken = new URL(body.setPasswordUrl).searchParams.get('token')!
    const newToken = new URL(renewed.setPasswordUrl).searchParams.get('token')!
    expect((await t.request(`/api/auth/password/check?token=${oldToken}`)).status).toBe(400)
    expect((await t.request(`/api/auth/password/check?token=${newToken}`)).status).toBe(200)
    // The account itself is told, by an email that carries the new link.
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'staff_set_password'))
    const toInvitee = mails.filter((m) => m.toAddresses.includes(body.user.email))
    expect(toInvitee.at(-1)?.textBody).toContain(renewed.setPasswordUrl)
    expect(body.user.invitePending).toBe(true)
  })

  it('refuses an account that has a password (another admin too): that goes through Forgot password', async () => {
    const otherAdmin = await t.createStaff('admin')
    const { body } = await createUser()
    const accepted = new URL(body.setPasswordUrl).searchParams.get('token')!
    const chosen = await t.request('/api/auth/password/set', {
      method: 'POST',
      json: { token: accepted, password: 'a-password-of-my-own' },
    })
    expect(chosen.status).toBe(200)

    const countTokens = async () => (await t.db.select().from(oneTimeTokens)).length
    const before = await countTokens()
    for (const id of [otherAdmin.id, body.user.id]) {
      const res = await t.request(api.setPasswordLink(id), { method: 'POST', cookie: admin.cookie })
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({
        error: { code: 'conflict', message: INVITE_ALREADY_ACCEPTED_MESSAGE },
      })
    }
    expect(await countTokens()).toBe(before)
    const listed = await (await t.request(api.list(), { cookie: admin.cookie })).json()
    const pending = (id: number) =>
      listed.users.find((u: { id: number }) => u.id === id)?.invitePending
    expect([pending(otherAdmin.id), pending(body.user.id)]).toEqual([false, false])
  })
})
