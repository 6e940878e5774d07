import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: string
const ids: Record<'pending' | 'sent' | 'failed', number> = { pending: 0, sent: 0, failed: 0 }
beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn('admin')).cookie
  // signIn creates no email; start from an empty outbox for exact counts.
  await t.db.delete(emailOutbox)
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 8, minutes))
  const rows = await t.db
    .insert(emailOutbox)
    .values([
      {
        kind: 'set_password',
        toAddresses: ['new@primecuts.ph'],
        subject: 'Set your password',
        textBody: 'https://shop.example/admin/set-password?token=SECRET-TOKEN',
        status: 'sent',
        attempts: 1,
        sentAt: at(2),
        createdAt: at(1),
      },
      {
        kind: 'contact',
        toAddresses: ['owner@primecuts.ph'],
        subject: 'Contact: Party order',
        textBody: 'body',
        status: 'failed',
        attempts: 8,
        lastError: '550 5.1.1 No such user',
        createdAt: at(3),
      },
      {
        kind: 'contact',
        toAddresses: ['owner@primecuts.ph'],
        subject: 'Contact: Delivery',
        textBody: 'body',
        createdAt: at(4),
        nextAttemptAt: new Date(Date.UTC(2030, 0, 1)),
      },
    ])
    .returning({ id: emailOutbox.id, status: emailOutbox.status })
  for (const row of rows) ids[row.status] = row.id
})
afterAll(() => t.close())

const list = async (query = '') => {
  const res = await t.request(`/api/admin/outbox${query}`, { cookie: admin })
  expect(res.status).toBe(200)
  return { text: await res.clone().text(), page: await res.json() }
}
const retry = (id: number) =>
  t.request(`/api/admin/outbox/${id}/retry`, { method: 'POST', cookie: admin })

describe('/api/admin/outbox', () => {
  it('lists emails newest first with status, attempts and error, never the body', async () => {
    const { text, page } = await list()
    expect(page.total).toBe(3)
    expect(page.items.map((e: { subject: string }) => e.subject)).toEqual([
      'Contact: Delivery',
      'Contact: Party order',
      'Set your password',
    ])
    expect(page.items[1]).toMatchObject({
      to: ['owner@primecuts.ph'],
      status: 'failed',
      attempts: 8,
      lastError: '550 5.1.1 No such user',
      sentAt: null,
    })
    expect(page.items[2].sentAt).toBe(new Date(Date.UTC(2026, 0, 10, 8, 2)).toISOString())
    expect(text).not.toContain('SECRET-TOKEN')
    expect(page.items[0]).not.toHaveProperty('textBody')
  })

  it('filters by status', async () => {
    for (const status of ['pending', 'sent', 'failed'] as const) {
      const { page } = await list(`?status=${status}`)
      expect(page.items.map((e: { id: number }) => e.id)).toEqual([ids[status]])
    }
  })

  it('retries a failed email: due now, attempts from zero, the last error kept until then', async () => {
    const before = Date.now()
    const res = await retry(ids.failed)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: '550 5.1.1 No such user',
    })
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, ids.failed))
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('makes a waiting email due now, refuses a sent one (409) and an unknown one (404)', async () => {
    const waiting = await retry(ids.pending)
    expect(waiting.status).toBe(200)
    expect(new Date((await waiting.json()).nextAttemptAt).getFullYear()).toBeLessThan(2030)
    const sent = await retry(ids.sent)
    expect(sent.status).toBe(409)
    expect((await sent.json()).error.message).toBe('That email has already been sent.')
    expect((await retry(999_999)).status).toBe(404)
  })
})
