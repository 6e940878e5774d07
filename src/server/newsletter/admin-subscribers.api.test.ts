import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSubscribersApiPaths as paths } from '#shared/api-paths/newsletter.ts'
import { DUPLICATE_EMAIL_MESSAGE, SUBSCRIBER_PAGE_SIZE } from '#shared/schemas/admin-subscribers.ts'
import { INVALID_EMAIL_MESSAGE } from '#shared/subscriber-email.ts'
import { insertSubscribers, subscriberClient } from '#tests/support/fixtures/subscriber-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: ReturnType<typeof subscriberClient>
let adminCookie: string
let editorCookie: string
beforeAll(async () => {
  t = await createTestApp()
  adminCookie = (await t.signIn('admin')).cookie
  admin = subscriberClient(t, adminCookie)
  editorCookie = (await t.signIn('editor')).cookie
})
afterAll(() => t.close())

const everyRoute = [
  { path: paths.list({ q: '', range: 'all', sort: 'newest', page: 1 }) },
  { path: paths.exportCsv({ q: '', range: 'all', sort: 'newest' }) },
  { path: paths.create, method: 'POST', json: { email: 'who@example.com' } },
  { path: paths.delete, method: 'POST', json: { ids: [1] } },
]

describe('access', () => {
  it('answers 401 to a shopper and 403 to an editor on every route', async () => {
    for (const { path, ...init } of everyRoute) {
      expect((await t.request(path, init)).status, path).toBe(401)
      expect((await t.request(path, { ...init, cookie: editorCookie })).status, path).toBe(403)
    }
    // Nothing was added or removed by the refused calls.
    expect((await admin.list({ q: 'who@example.com' })).total).toBe(0)
  })
})

describe('POST / (Add Subscriber)', () => {
  it("stores the address trimmed and lowercased, as 'Manual Add' and 'Active'", async () => {
    const added = await admin.add('  New.Person@Example.COM ')
    expect(added).toMatchObject({
      email: 'new.person@example.com',
      source: 'Manual Add',
      status: 'Active',
    })
    const list = await admin.list({ q: 'new.person@' })
    expect(list.items).toEqual([added])
  })

  it.each(['not-an-email', 'two words@example.com', 'a@b', '', `${'x'.repeat(250)}@example.com`])(
    'refuses %j with the shopper-facing message',
    async (email) => {
      const body = await admin.add(email, 422)
      expect(body.error.fields).toEqual({ email: INVALID_EMAIL_MESSAGE })
    },
  )

  it('refuses an address already on the list, however it is cased', async () => {
    await admin.add('dup@example.com')
    for (const email of ['dup@example.com', ' DUP@Example.com ']) {
      const body = await admin.add(email, 409)
      expect(body.error).toMatchObject({ code: 'conflict', message: DUPLICATE_EMAIL_MESSAGE })
    }
    expect((await admin.list({ q: 'dup@example.com' })).total).toBe(1)
  })
})

describe('GET / (search, sort and paging)', () => {
  beforeAll(async () => {
    // 30 rows a minute apart: page 1 holds 25, page 2 the last 5.
    await insertSubscribers(
      t,
      Array.from({ length: 30 }, (_, i) => ({
        email: `pager${String(i).padStart(2, '0')}@paging.test`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    )
    await insertSubscribers(t, [
      { email: 'under_score@literal.test', createdAt: '2026-01-02T00:00:00Z' },
      { email: 'underxscore@literal.test', createdAt: '2026-01-02T00:00:00Z' },
    ])
  })

  it('pages by 25, newest first by default', async () => {
    const first = await admin.list({ q: '@paging.test' })
    expect(first).toMatchObject({
      total: 30,
      page: 1,
      pageSize: SUBSCRIBER_PAGE_SIZE,
      pageCount: 2,
    })
    expect(first.items).toHaveLength(25)
    expect(first.items[0]!.email).toBe('pager29@paging.test')
    const second = await admin.list({ q: '@paging.test', page: 2 })
    expect(second.items.map((s) => s.email)).toEqual(
      ['04', '03', '02', '01', '00'].map((n) => `pager${n}@paging.test`),
    )
  })

  it('sorts oldest first on request', async () => {
    const list = await admin.list({ q: '@paging.test', sort: 'oldest' })
    expect(list.items[0]!.email).toBe('pager00@paging.test')
    expect(list.items[24]!.email).toBe('pager24@paging.test')
  })

  it('searches the email case-insensitively, with _ and % taken literally', async () => {
    expect((await admin.list({ q: 'PAGER07' })).items.map((s) => s.email)).toEqual([
      'pager07@paging.test',
    ])
    expect((await admin.list({ q: 'under_' })).items.map((s) => s.email)).toEqual([
      'under_score@literal.test',
    ])
    expect((await admin.list({ q: '100%' })).total).toBe(0)
  })

  it('refuses an unknown range, sort or page with 422', async () => {
    for (const query of ['range=year', 'sort=random', 'page=0', 'page=abc']) {
      const res = await t.request(`${paths.create}?${query}`, { cookie: adminCookie })
      expect(res.status, query).toBe(422)
    }
  })
})

describe('POST /delete', () => {
  it('removes exactly the given subscribers and says how many', async () => {
    const [a, b, keep] = await insertSubscribers(
      t,
      ['a', 'b', 'keep'].map((n) => ({ email: `${n}@delete.test`, createdAt: new Date() })),
    )
    expect(await admin.remove([a!.id, b!.id, 999_999])).toEqual({ deleted: 2 })
    const left = await admin.list({ q: '@delete.test' })
    expect(left.items.map((s) => s.id)).toEqual([keep!.id])
    expect(await admin.remove([a!.id])).toEqual({ deleted: 0 })
  })

  it('refuses an empty list, more than 1000 ids or ids that are not whole numbers', async () => {
    for (const ids of [[], Array.from({ length: 1001 }, (_, i) => i + 1), ['1'], [1.5], 'all']) {
      const body = await admin.remove(ids, 422)
      expect(Object.keys(body.error.fields ?? {}), JSON.stringify(ids)).toEqual([
        expect.stringMatching(/^ids/),
      ])
    }
  })
})
