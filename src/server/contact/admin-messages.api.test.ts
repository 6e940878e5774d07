import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages } from '#server/db/schema/shop.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn('admin')).cookie
})
afterAll(() => t.close())

const adminRoutes: [string, string, unknown?][] = [
  ['GET', '/api/admin/notifications'],
  ['PUT', '/api/admin/notifications', { notificationEmails: 'a@primecuts.ph' }],
  ['POST', '/api/admin/notifications/test', {}],
  ['GET', '/api/admin/messages'],
  ['PATCH', '/api/admin/messages/1', { handled: true }],
  ['GET', '/api/admin/outbox'],
  ['POST', '/api/admin/outbox/1/retry', {}],
]

describe('admin-only notifications, messages and outbox', () => {
  it.each(adminRoutes)(
    '%s %s: 401 without a session, 403 for an editor',
    async (method, path, json) => {
      const editor = (await t.signIn('editor')).cookie
      const anonymous = await t.request(path, { method, json })
      expect(anonymous.status).toBe(401)
      const asEditor = await t.request(path, { method, json, cookie: editor })
      expect(asEditor.status).toBe(403)
    },
  )
})

describe('/api/admin/messages', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 8, minutes))
  beforeAll(async () => {
    await t.db.insert(contactMessages).values([
      { name: 'Old', email: 'old@example.com', subject: 'First', message: 'a', createdAt: at(1) },
      {
        name: 'New',
        email: 'new@example.com',
        phone: '+63 917 000 0000',
        subject: 'Second',
        message: 'b',
        createdAt: at(2),
      },
    ])
  })

  const list = async (query = '') => {
    const res = await t.request(`/api/admin/messages${query}`, { cookie: admin })
    expect(res.status).toBe(200)
    return res.json()
  }

  it('lists open messages newest first, with every field', async () => {
    const page = await list()
    expect(page).toMatchObject({ total: 2, page: 1, pageCount: 1 })
    expect(page.items.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First'])
    expect(page.items[0]).toMatchObject({
      name: 'New',
      email: 'new@example.com',
      phone: '+63 917 000 0000',
      message: 'b',
      createdAt: at(2).toISOString(),
      handledAt: null,
    })
  })

  it('marks a message handled, moves it to the handled filter, and reopens it', async () => {
    const [first] = (await list()).items
    const handled = await t.request(`/api/admin/messages/${first.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { handled: true },
    })
    expect(handled.status).toBe(200)
    expect((await handled.json()).handledAt).not.toBeNull()
    expect((await list()).items.map((m: { id: number }) => m.id)).not.toContain(first.id)
    expect((await list('?status=handled')).items.map((m: { id: number }) => m.id)).toEqual([
      first.id,
    ])
    expect((await list('?status=all')).total).toBe(2)

    const reopened = await t.request(`/api/admin/messages/${first.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { handled: false },
    })
    expect((await reopened.json()).handledAt).toBeNull()
    expect((await list('?status=handled')).total).toBe(0)
  })

  it('answers 404 for an unknown message and 422 for a bad body or filter', async () => {
    const missing = await t.request('/api/admin/messages/999999', {
      method: 'PATCH',
      cookie: admin,
      json: { handled: true },
    })
    expect(missing.status).toBe(404)
    const bad = await t.request('/api/admin/messages/1', {
      method: 'PATCH',
      cookie: admin,
      json: { handled: 'yes' },
    })
    expect(bad.status).toBe(422)
    expect((await t.request('/api/admin/messages?status=nope', { cookie: admin })).status).toBe(422)
  })
})
