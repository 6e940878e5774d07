import { afterAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/support/email/test-smtp-server.ts'
import { freePort } from '#tests/support/processes/server-launch.mjs'
import { withServerDatabase } from '#tests/support/processes/server-process.ts'
import { shopOnTwoServers } from './prepared-shop.ts'
import { checkoutBody, placeOrder, send } from './shop-client.ts'

/**
 * docs/product-rules.md §10: a failed email provider never fails or loses an order. The provider is
 * down (nothing listens on SMTP_URL's port) while shoppers order and write in; then it
 * comes back on that port and every queued email goes out exactly once, although two
 * server processes on one PostgreSQL database both run the outbox worker (rows are
 * claimed with FOR UPDATE SKIP LOCKED and a lease). EMAIL_RETRY_BASE_SECONDS=1 turns
 * the 30 s first retry into about a second, so the retries happen within the test.
 */
const ORDERS = 20
/** Messages from four people (each sender has a limit of its own; these stay far under it). */
const CONTACTS = 4
/** Each order emails the shopper and the shop (new-order emails are on by default). */
const EMAILS = ORDERS * 2 + CONTACTS

let smtpPort: number
let smtp: TestSmtpServer | undefined

const shop = shopOnTwoServers({
  name: 'meatshop-email-outage',
  productPrefix: 'Outage',
  stockGrams: 1_000_000,
  env: async () => {
    smtpPort = await freePort()
    return {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      EMAIL_FROM: 'shop@primecuts.ph',
      EMAIL_RETRY_BASE_SECONDS: '1',
    }
  },
})
afterAll(() => smtp?.close())

const outbox = () => withServerDatabase(shop.data, ({ db }) => db.select().from(emailOutbox))

describe('the email provider down for a while, then back', () => {
  it('orders and messages are still taken; their emails wait, failing, with attempts recorded', async () => {
    const { servers, zoneId, productId } = shop
    const line = { kind: 'product' as const, productId, unit: 'kg' as const, quantity: 1 }
    const orders = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        placeOrder(servers[i % 2]!.base, checkoutBody(zoneId, [line], `outage${i}`)),
      ),
    )
    expect(orders.map((o) => o.status)).toEqual(Array(ORDERS).fill(201))
    for (let i = 0; i < CONTACTS; i++) {
      const body = {
        name: 'Outage Tester',
        email: `writer${i}@example.com`,
        phone: '',
        subject: `Question ${i}`,
        message: 'Do you deliver to Pasig on Sundays?',
      }
      expect((await send(servers[i % 2]!.base, '/api/contact', { body })).status).toBe(201)
    }

    // Every email is queued, tried (more than once: the retries are running) and still pending.
    await expect
      .poll(async () => (await outbox()).filter((r) => r.attempts >= 2).length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(EMAILS)
    const rows = await outbox()
    expect(rows).toHaveLength(EMAILS)
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', sentAt: null })
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i)
    }
  })

  it('once the provider is back, every queued email is delivered exactly once', async () => {
    smtp = await startTestSmtpServer({ port: smtpPort })
    await expect
      .poll(async () => (await outbox()).filter((r) => r.status === 'sent').length, {
        timeout: 90_000,
        interval: 500,
      })
      .toBe(EMAILS)
    // A full poll interval (5 s) of both workers more: a duplicate would show up by now.
    await new Promise((r) => setTimeout(r, 6_000))

    const rows = await outbox()
    expect(rows.every((r) => r.status === 'sent' && r.lastError === null)).toBe(true)
    const messageIds = smtp.received.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.data)?.[1])
    expect(messageIds).toHaveLength(EMAILS)
    expect(new Set(messageIds).size).toBe(EMAILS)
    // One delivery per row, by message id and by recipient + subject.
    const expected = rows.map((r) => `<outbox-${r.id}.${r.createdAt.getTime()}@primecuts.ph>`)
    expect([...messageIds].sort()).toEqual(expected.sort())
    const delivered = smtp.received.map((m) => {
      const subject = /^Subject:\s*(.*)$/im.exec(m.data)?.[1]?.trim()
      return `${[...m.to].sort().join(',')}|${subject}`
    })
    expect(new Set(delivered).size).toBe(EMAILS)
  })
})
