import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { textOutbox } from '#server/db/schema/texts.ts'
import { putSettings } from '#server/settings/settings-repo.ts'
import { MAX_TEXT_LENGTH } from '#shared/order-texts.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import type { AdminOutboxText } from '#shared/schemas/admin-messages.ts'
import { defaultSettings } from '#shared/schemas/settings.ts'
import {
  addProduct,
  firstZone,
  kg,
  orderBody,
  placeOk,
} from '#tests/support/fixtures/order-fixtures.ts'
import {
  type SemaphoreStandIn,
  startSemaphoreStandIn,
} from '#tests/support/sms/semaphore-stand-in-process.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { semaphoreClient } from './semaphore-client.ts'
import { BLANKED_CODE, sendPhoneCodeText } from './send-code-text.ts'
import type { SmsGateway } from './sms-gateway.ts'
import { startTextWorker } from './start-text-worker.ts'
import { TextOutboxWorker, textSentNote } from './text-worker.ts'

let t: TestApp
let standIn: SemaphoreStandIn
let gateway: SmsGateway
let zoneId: number
let productId: number
let admin: string
beforeAll(async () => {
  ;[t, standIn] = await Promise.all([
    createTestApp({ PUBLIC_URL: 'https://shop.example' }),
    // Far above Semaphore's 120 a minute, so these tests never meet the limit by accident.
    startSemaphoreStandIn({ callsPerMinute: 10_000 }),
  ])
  gateway = semaphoreClient(
    { apiKey: standIn.apiKey, senderName: 'PrimeCuts', apiUrl: standIn.url },
    { timeoutMs: 2_000 },
  )
  zoneId = (await firstZone(t)).id
  productId = (await addProduct(t, { name: 'Text Beef', stockGrams: 1_000_000 })).id
  admin = (await t.signIn('admin')).cookie
})
afterAll(async () => {
  await Promise.all([t.close(), standIn.stop()])
})

// A minute ahead of the app's clock, so every text a test queues is due for the worker.
let clock = new Date()
beforeEach(async () => {
  clock = new Date(Date.now() + 60_000)
  await t.db.delete(textOutbox)
  await standIn.reset()
  await putSettings(t.db, 'notifications', defaultSettings.notifications, new Date())
})

const policy = { maxAttempts: 3, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 }
const worker = (overrides: Partial<ConstructorParameters<typeof TextOutboxWorker>[0]> = {}) =>
  new TextOutboxWorker({
    db: t.db,
    gateway,
    logger: pino({ level: 'silent' }),
    now: () => clock,
    policy,
    random: () => 1,
    callsPerMinute: 60_000,
    ...overrides,
  })

const texts = () => t.db.select().from(textOutbox).orderBy(textOutbox.id)
const numberOf = (phone: string) => `0${phone.replace(/\D/g, '').slice(-10)}`

async function placeWithTexts(extra: Record<string, unknown> = {}) {
  const body = orderBody(zoneId, [kg(productId)], extra)
  const order = await placeOk(t, body)
  return { order, number: numberOf(body.phone) }
}

describe('order texts in the outbox', () => {
  it('queues the order-placed text in the order’s transaction, with its secret link', async () => {
    const { order, number } = await placeWithTexts()
    const [row] = await texts()
    expect(row).toMatchObject({
      kind: 'order_placed',
      orderId: order.orderId,
      toNumber: number,
      status: 'pending',
    })
    expect(row!.message).toContain(order.orderId)
    expect(row!.message).toMatch(/PHP [\d,]+\.\d\d/)
    expect(row!.message).toMatch(/https:\/\/shop\.example\/orders\/[A-Za-z0-9_-]{22}/)
    expect(row!.message.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH)
  })

  it('queues nothing for a shopper who did not ask for texts, or with the text switched off', async () => {
    await placeWithTexts({ textUpdates: false })
    expect(await texts()).toEqual([])
    await putSettings(
      t.db,
      'notifications',
      {
        ...defaultSettings.notifications,
        orderTexts: { ...defaultSettings.notifications.orderTexts, order_placed: false },
      },
      new Date(),
    )
    await placeWithTexts()
    expect(await texts()).toEqual([])
  })

  it('texts out for delivery, delivered and cancelled when staff change the status', async () => {
    const { order } = await placeWithTexts()
    const editor = (await t.signIn('editor')).cookie
    for (const status of ['shipped', 'completed', 'cancelled']) {
      const res = await t.request(`/api/admin/orders/${order.orderId}/status`, {
        method: 'PATCH',
        json: { status },
        cookie: editor,
      })
      expect(res.status, await res.clone().text()).toBe(200)
    }
    const kinds = (await texts()).map((r) => r.kind)
    expect(kinds).toEqual(['order_placed', 'out_for_delivery', 'delivered', 'cancelled'])
    // Cash on delivery: the rider's amount is in the out-for-delivery text.
    expect((await texts())[1]!.message).toMatch(/Please have PHP [\d,]+\.\d\d ready/)
  })

  it('the Settings > Notifications switches are saved with the rest', async () => {
    const current = await (await t.request('/api/admin/notifications', { cookie: admin })).json()
    const orderTexts = { ...current.orderTexts, delivered: false }
    const res = await t.request('/api/admin/notifications', {
      method: 'PUT',
      json: { ...current, provider: undefined, orderTexts },
      cookie: admin,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await res.json()).orderTexts).toEqual(orderTexts)
  })
})

describe('the text worker, against the Semaphore stand-in process', () => {
  it('sends, keeps the gateway id and status, and notes it on the order timeline', async () => {
    const { order, number } = await placeWithTexts()
    expect(await worker().drain()).toBe(1)
    const [arrived] = await standIn.messages(number)
    expect(arrived).toMatchObject({ sendername: 'PrimeCuts' })
    const [row] = await texts()
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      gatewayMessageId: String(arrived!.message_id),
      gatewayStatus: 'Pending',
      lastError: null,
    })
    expect(arrived!.message).toBe(row!.message)
    const notes = await t.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, order.orderId))
    expect(notes.map((n) => n.note)).toContain(textSentNote('order_placed'))
    expect(textSentNote('out_for_delivery')).toBe('Text sent: Out for delivery')
  })

  it('keeps a text when the gateway fails (500, garbage, slow) and sends it once it is back', async () => {
    const { number } = await placeWithTexts()
    const slowWorker = worker({
      gateway: semaphoreClient(
        { apiKey: standIn.apiKey, senderName: undefined, apiUrl: standIn.url },
        { timeoutMs: 200 },
      ),
    })
    for (const [mode, error] of [
      ['error', /unavailable \(status 500\)/],
      ['garbage', /no JSON/],
      ['slow', /did not answer within/],
    ] as const) {
      await standIn.setMode(mode, 1_000)
      expect(await slowWorker.drain()).toBe(1)
      const [row] = await texts()
      expect(row!.lastError).toMatch(error)
      if (mode === 'slow') break
      expect(row).toMatchObject({ status: 'pending' })
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(clock.getTime())
      expect(await slowWorker.drain()).toBe(0) // not due yet: backoff
      clock = new Date(row!.nextAttemptAt.getTime() + 1)
    }
    // The slow answer still arrives at the stand-in (a gateway that took it late):
    // wait for it, then forget it, so only what follows is counted.
    await new Promise((r) => setTimeout(r, 1_200))
    await standIn.reset()
    // Three failures spent the policy's three attempts: an admin retry brings it back.
    expect((await texts())[0]).toMatchObject({ status: 'failed', attempts: 3 })
    await standIn.setMode('ok')
    const retried = await t.request(`/api/admin/outbox/texts/${(await texts())[0]!.id}/retry`, {
      method: 'POST',
      cookie: admin,
    })
    expect(retried.status).toBe(200)
    expect(await worker().drain()).toBe(1)
    expect((await texts())[0]).toMatchObject({ status: 'sent' })
    expect(await standIn.messages(number)).toHaveLength(1)
  })

  it('a refused number fails at once, without retries', async () => {
    await t.db
      .insert(textOutbox)
      .values({ kind: 'delivered', toNumber: '09000000000', message: 'x' })
    await t.db.update(textOutbox).set({ toNumber: '0900000000' })
    expect(await worker().drain()).toBe(1)
    expect((await texts())[0]).toMatchObject({ status: 'failed', attempts: 1 })
    expect((await texts())[0]!.lastError).toContain('The number format is invalid.')
  })

  it('two workers never send one text twice', async () => {
    for (let i = 0; i < 20; i++) await placeWithTexts()
    const [a, b] = [worker(), worker()]
    const [na, nb] = await Promise.all([a.drain(), b.drain()])
    expect(na + nb).toBe(20)
    const all = await standIn.messages()
    expect(all).toHaveLength(20)
    expect(new Set(all.map((m) => m.number)).size).toBe(20)
    expect(new Set(all.map((m) => m.message_id)).size).toBe(20)
    expect((await texts()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
  })

  it('honours the rate limit: waits for Retry-After without spending an attempt', async () => {
    const limited = await startSemaphoreStandIn({ callsPerMinute: 2 })
    try {
      for (let i = 0; i < 3; i++) await placeWithTexts()
      const w = worker({
        gateway: semaphoreClient({
          apiKey: limited.apiKey,
          senderName: undefined,
          apiUrl: limited.url,
        }),
      })
      expect(await w.drain(3)).toBe(3)
      const rows = await texts()
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'pending'])
      expect(rows[2]).toMatchObject({ attempts: 0 })
      expect(rows[2]!.lastError).toContain('rate limiting')
      expect(rows[2]!.nextAttemptAt.getTime() - clock.getTime()).toBeGreaterThan(30_000)
      // The worker's own pace now waits for the gateway's minute too.
      expect(w.pacer.take()).toBeGreaterThan(30_000)
      expect((await limited.stats()).rateLimited).toBe(1)
    } finally {
      await limited.stop()
    }
  })
})

describe('the one-time code text', () => {
  const deps = () => ({ ...t.deps, sms: gateway, now: () => clock })

  it('is sent at once and recorded with the code blanked', async () => {
    await sendPhoneCodeText(deps(), { phoneKey: '9171234567', code: '493817' })
    const [arrived] = await standIn.messages('09171234567')
    expect(arrived!.message).toBe(
      '493817 is your Prime Cuts Butchery code. It expires in 10 minutes. Never share it.',
    )
    const [row] = await texts()
    expect(row).toMatchObject({
      kind: 'phone_code',
      orderId: null,
      status: 'sent',
      gatewayMessageId: String(arrived!.message_id),
    })
    expect(row!.message).not.toContain('493817')
    expect(row!.message).toContain(BLANKED_CODE)
  })

  it('throws when the gateway is down, recording the failure, and without a gateway', async () => {
    await standIn.setMode('error')
    await expect(
      sendPhoneCodeText(deps(), { phoneKey: '9171234567', code: '111222' }),
    ).rejects.toMatchObject({
      name: 'SmsSendError',
    })
    const [row] = await texts()
    expect(row).toMatchObject({ kind: 'phone_code', status: 'failed' })
    expect(row!.message).not.toContain('111222')
    await expect(
      sendPhoneCodeText({ ...deps(), sms: undefined }, { phoneKey: '9171234567', code: '111222' }),
    ).rejects.toMatchObject({ name: 'SmsSendError' })
  })
})

describe('the Outbox texts list', () => {
  it('is admin only, shows number, kind, status and gateway id, and hides order links', async () => {
    await placeWithTexts()
    await worker().drain()
    const editor = (await t.signIn('editor')).cookie
    expect((await t.request('/api/admin/outbox/texts', { cookie: editor })).status).toBe(403)
    expect((await t.request('/api/admin/outbox/texts')).status).toBe(401)
    const res = await t.request('/api/admin/outbox/texts?status=sent', { cookie: admin })
    expect(res.status).toBe(200)
    const page: AdminPage<AdminOutboxText> = await res.json()
    expect(page.items).toHaveLength(1)
    const [text] = page.items
    expect(text).toMatchObject({ kind: 'order_placed', status: 'sent', attempts: 1 })
    expect(text!.gatewayMessageId).toMatch(/^\d+$/)
    expect(text!.message).toContain('/orders/[link]')
    expect(text!.message).not.toMatch(/\/orders\/[A-Za-z0-9_-]{22}/)
  })

  it('refuses to send a sent text again, or a code', async () => {
    await placeWithTexts()
    await worker().drain()
    const [row] = await texts()
    const again = await t.request(`/api/admin/outbox/texts/${row!.id}/retry`, {
      method: 'POST',
      cookie: admin,
    })
    expect(again.status).toBe(409)
    await standIn.setMode('error')
    await sendPhoneCodeText(
      { ...t.deps, sms: gateway },
      { phoneKey: '9170000099', code: '123456' },
    ).catch(() => {})
    const code = (await texts()).find((r) => r.kind === 'phone_code')!
    const retried = await t.request(`/api/admin/outbox/texts/${code.id}/retry`, {
      method: 'POST',
      cookie: admin,
    })
    expect(retried.status).toBe(409)
  })
})

describe('orders without a verified phone key', () => {
  it('texts the number the shopper typed', async () => {
    const { order, number } = await placeWithTexts()
    await t.db.update(orders).set({ phoneKey: null }).where(eq(orders.orderId, order.orderId))
    await t.db.delete(textOutbox)
    const editor = (await t.signIn('editor')).cookie
    await t.request(`/api/admin/orders/${order.orderId}/status`, {
      method: 'PATCH',
      json: { status: 'shipped' },
      cookie: editor,
    })
    expect((await texts()).map((r) => r.toNumber)).toEqual([number])
  })
})

describe('starting the text worker', () => {
  it('without SMS settings: no worker, and the log says texts wait in the outbox', () => {
    const lines: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) })
    expect(startTextWorker({ ...t.deps, logger, sms: undefined })).toBeUndefined()
    expect(lines.join('')).toContain('SMS is not configured: texts wait in the outbox')
    expect(lines.join('')).toContain('checkout does not verify phone numbers')
  })
})
