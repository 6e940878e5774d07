import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { runHousekeeping } from '#server/housekeeping/housekeeping.ts'
import { adminOutboxApiPaths } from '#shared/api-paths/email.ts'
import { RESET_PASSWORD_LINK_HOURS, SET_PASSWORD_LINK_HOURS } from '#shared/schemas/staff-users.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { LINK_EXPIRED_UNSENT, REMOVED_LINK_NOTE } from './one-time-links.ts'
import type { MailMessage, MailTransport } from './transport.ts'
import { OutboxWorker } from './worker.ts'

/**
 * Set-password and reset links are secrets: the outbox keeps them only while the email
 * waits to be sent and the link can still be used (issue 14, finding 8).
 */
let t: TestApp
let admin: string
const T0 = new Date('2026-05-01T00:00:00Z')
const hours = (n: number) => n * 60 * 60 * 1000
const at = (ms: number) => new Date(T0.getTime() + ms)

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn('admin')).cookie
})
afterAll(() => t.close())
beforeEach(async () => {
  t.setNow(T0)
  await t.db.delete(emailOutbox)
})

class RecordingTransport implements MailTransport {
  sent: MailMessage[] = []
  async send(message: MailMessage) {
    this.sent.push(message)
  }
  close() {}
}

const sendOutbox = async (transport = new RecordingTransport()) => {
  const worker = new OutboxWorker({
    db: t.db,
    transport,
    logger: pino({ level: 'silent' }),
    now: t.deps.now,
    sender: async () => ({
      from: { name: 'Prime Cuts', address: 'shop@primecuts.ph' },
      replyTo: undefined,
    }),
  })
  await worker.drain()
  return transport
}

let invited = 0
async function invite(): Promise<{ id: number; email: string; link: string; token: string }> {
  invited += 1
  const email = `secret-${invited}-${Date.now()}@primecuts.ph`
  const res = await t.request('/api/admin/users', {
    method: 'POST',
    cookie: admin,
    json: { name: 'Sam Secret', email, role: 'editor' },
  })
  expect(res.status).toBe(201)
  const body = await res.json()
  const link: string = body.setPasswordUrl
  return { id: body.user.id, email, link, token: new URL(link).searchParams.get('token')! }
}

const storedEmail = async (to: string) => {
  const rows = await t.db.select().from(emailOutbox)
  const row = rows.find((r) => r.toAddresses.includes(to))
  expect(row).toBeDefined()
  return row!
}

const tokenWorks = async (token: string) =>
  (await t.request(`/api/auth/password/check?token=${encodeURIComponent(token)}`)).status

describe('an email carrying a one-time link', () => {
  it('is queued with the link valid until the token expires', async () => {
    const { email, link } = await invite()
    const row = await storedEmail(email)
    expect(row.textBody).toContain(link)
    expect(row.secretExpiresAt).toEqual(at(hours(SET_PASSWORD_LINK_HOURS)))
  })

  it('goes out with its live link, and the stored copy keeps none once sent', async () => {
    const { email, link, token } = await invite()
    const transport = await sendOutbox()
    const delivered = transport.sent.find((m) => m.to.includes(email))!
    expect(delivered.text).toContain(link)
    expect(delivered.html).toContain(link)

    const row = await storedEmail(email)
    expect(row.status).toBe('sent')
    expect(row.secretExpiresAt).toBeNull()
    for (const body of [row.textBody, row.htmlBody!]) {
      expect(body).not.toContain(token)
      expect(body).toContain(REMOVED_LINK_NOTE)
    }
    // An admin reading the outbox sees the email, never the token.
    const outbox = await t.request(adminOutboxApiPaths.list('all'), { cookie: admin })
    expect(outbox.status).toBe(200)
    const listed = await outbox.text()
    expect(listed).toContain(email)
    expect(listed).not.toContain(token)
    // Only the stored copy lost it: the person who received the email can still use it.
    expect(await tokenWorks(token)).toBe(200)
  })

  it('removes a reset link left unsent once its hour is over, and never sends it late', async () => {
    const { email } = await invite()
    await sendOutbox()
    const forgot = await t.request('/api/auth/password/forgot', {
      method: 'POST',
      json: { email },
    })
    expect(forgot.status).toBe(202)
    const reset = (await t.db.select().from(emailOutbox)).find(
      (r) => r.kind === 'staff_reset_password',
    )!
    expect(reset.secretExpiresAt).toEqual(at(hours(RESET_PASSWORD_LINK_HOURS)))

    // Unsent past its hour (no SMTP): the link is removed and the email is not sent late.
    t.setNow(at(hours(RESET_PASSWORD_LINK_HOURS) + 1))
    const report = await runHousekeeping(t.deps, t.deps.now())
    expect(report.scrubbedEmails).toBe(1)
    const [after] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, reset.id))
    expect(after).toMatchObject({
      status: 'failed',
      lastError: LINK_EXPIRED_UNSENT,
      secretExpiresAt: null,
    })
    expect(after!.textBody).not.toContain('?token=')
    expect(after!.htmlBody).not.toContain('?token=')
    expect(after!.textBody).toContain(REMOVED_LINK_NOTE)
    expect((await sendOutbox()).sent).toEqual([])

    // Retrying it would send a dead link: refused, with what to do instead.
    const retry = await t.request(adminOutboxApiPaths.retry(reset.id), {
      method: 'POST',
      cookie: admin,
    })
    expect(retry.status).toBe(409)
    expect((await retry.json()).error.message).toMatch(/link in that email has expired/)
  })

  it('is not sent once its link has expired, even before housekeeping ran', async () => {
    const { email, token } = await invite()
    // SMTP comes back after the 72 hours: the worker finds the email first.
    t.setNow(at(hours(SET_PASSWORD_LINK_HOURS)))
    const transport = await sendOutbox()
    expect(transport.sent.filter((m) => m.to.includes(email))).toEqual([])
    const row = await storedEmail(email)
    expect(row).toMatchObject({
      status: 'failed',
      lastError: LINK_EXPIRED_UNSENT,
      secretExpiresAt: null,
    })
    expect(row.textBody).not.toContain(token)
    expect(row.htmlBody).not.toContain(token)
  })

  it('keeps a link that is still valid and unsent until it expires', async () => {
    const { email, link } = await invite()
    t.setNow(at(hours(SET_PASSWORD_LINK_HOURS) - 1))
    expect((await runHousekeeping(t.deps, t.deps.now())).scrubbedEmails).toBe(0)
    const row = await storedEmail(email)
    expect(row).toMatchObject({
      status: 'pending',
      secretExpiresAt: at(hours(SET_PASSWORD_LINK_HOURS)),
    })
    expect(row.textBody).toContain(link)

    // Sent late but in time: the recipient gets the live link.
    const transport = await sendOutbox()
    expect(transport.sent.find((m) => m.to.includes(email))?.text).toContain(link)
  })
})
