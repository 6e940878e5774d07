/** Issue 27 §1: a verified phone before an order holds anything. */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { phoneCodes } from '#server/db/schema/phone-verification.ts'
import { textOutbox } from '#server/db/schema/texts.ts'
import { putSettings } from '#server/settings/settings-repo.ts'
import { gatewayNumber, PH_MOBILE_MESSAGE, phMobileKey } from '#shared/mobile-number.ts'
import { phoneVerificationMessages as messages } from '#shared/phone-verification.ts'
import {
  bookedIn,
  FRIDAY_10AM,
  metroManila,
  setCapacity,
} from '#tests/support/fixtures/delivery-booking-fixtures.ts'
import {
  addProduct,
  kg,
  newClientAddress,
  newShopper,
  orderBody,
  place,
  stockOf,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import { withSmsGateway } from '#tests/support/fixtures/phone-fixtures.ts'
import type { recordingSmsGateway } from '#tests/support/sms/recording-sms-gateway.ts'
import { cookieFrom, createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { MAX_WRONG_TRIES_PER_CODE, phoneCodeRateLimits } from './phone-verification.ts'

let t: TestApp
let sms: ReturnType<typeof recordingSmsGateway>
let productId: number
let zoneId: number
let window: { id: number }
const DATE = '2026-11-28'

beforeAll(async () => {
  t = await createTestApp()
  productId = (await addProduct(t, { name: 'Verified Beef', stockGrams: 1_000_000 })).id
  const zone = await metroManila(t)
  zoneId = zone.id
  window = zone.windows[0]!
})
afterAll(() => t.close())
beforeEach(() => {
  sms = withSmsGateway(t)
  t.setNow(FRIDAY_10AM)
})

const later = (ms: number) => t.setNow(new Date(t.deps.now().getTime() + ms))
const body = (extra: Record<string, unknown> = {}) =>
  orderBody(zoneId, [kg(productId)], { deliveryDate: DATE, deliveryWindowId: window.id, ...extra })
/** The number a code for `phone` goes to, as the gateway takes it. */
const textedTo = (phone: string) => gatewayNumber(phMobileKey(phone)!)

/** A browser: its own address and the cookies the shop gives it. */
function browser(ip = newClientAddress()) {
  let cookie: string | undefined
  return {
    async place(json: unknown) {
      const res = await place(t, json, ip, cookie)
      cookie = cookieFrom(res) ?? cookie
      return res
    },
    async resend(phone: string) {
      const res = await t.request('/api/checkout/phone-code', {
        method: 'POST',
        json: { phone },
        ip,
        ...(cookie ? { cookie } : {}),
      })
      cookie = cookieFrom(res) ?? cookie
      return res
    },
  }
}

describe('Place Order with a number not verified on this device', () => {
  it('texts a code and holds nothing; the right code places the order; the device is remembered', async () => {
    const shopper = browser()
    const order = body()
    const before = await writes(t)
    const booked = await bookedIn(t, window.id, DATE)

    const asked = await shopper.place(order)
    expect(asked.status).toBe(202)
    const masked = `0917 ••• ${order.phone.replace(/\D/g, '').slice(-4)}`
    expect(await asked.json()).toEqual({
      verification: { phone: masked, resendAfterSeconds: 60, expiresInSeconds: 600 },
    })
    expect(messages.enterCode(masked)).toBe(`Enter the 6-digit code we sent to ${masked}`)
    expect(await writes(t)).toEqual(before)
    expect(await bookedIn(t, window.id, DATE)).toBe(booked)
    const code = sms.lastCodeTo(textedTo(order.phone))
    // Only a hash is kept, in the codes and in the outbox's copy of the text.
    const stored = await t.db.select().from(phoneCodes)
    expect(JSON.stringify(stored)).not.toContain(code)
    const [outboxCopy] = await t.db
      .select()
      .from(textOutbox)
      .where(eq(textOutbox.toNumber, textedTo(order.phone)))
    expect(outboxCopy!.message).not.toContain(code)

    const wrong = await shopper.place({
      ...order,
      verificationCode: code === '000000' ? '111111' : '000000',
    })
    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: messages.wrongCode,
        fields: { verificationCode: messages.wrongCode },
      },
    })

    const placed = await shopper.place({ ...order, verificationCode: ` ${code} ` })
    expect(placed.status).toBe(201)
    const { orderId } = await placed.json()
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
    expect(row!.phoneVerified).toBe(true)
    expect(await bookedIn(t, window.id, DATE)).toBe(booked + 1)

    // The same browser's next order, and a retried submit, ask for no code.
    const texts = sms.sent.length
    expect((await shopper.place(body({ phone: order.phone }))).status).toBe(201)
    const retried = await shopper.place({ ...order, verificationCode: undefined })
    expect(retried.status).toBe(200)
    expect((await retried.json()).orderId).toBe(orderId)
    expect(sms.sent.length).toBe(texts)
    // Another number on the same device is asked once.
    expect((await shopper.place(body())).status).toBe(202)
    // The code cannot be used twice (another browser).
    expect(
      (await browser().place({ ...body({ phone: order.phone }), verificationCode: code })).status,
    ).toBe(422)
  })

  it('refuses anything but a Philippine mobile number', async () => {
    for (const phone of ['02 8123 4567', '+1 415 555 0100', '0917 123 456']) {
      const res = await browser().place(body({ phone }))
      expect(res.status).toBe(422)
      expect((await res.json()).error.fields).toEqual({ phone: PH_MOBILE_MESSAGE })
    }
    expect(sms.sent).toHaveLength(0)
  })

  it('spends a code after 5 wrong tries from one device, but a stranger cannot spend the owner’s', async () => {
    const owner = browser()
    const order = body()
    expect((await owner.place(order)).status).toBe(202)
    const code = sms.lastCodeTo(textedTo(order.phone))
    const wrongCode = code === '123456' ? '654321' : '123456'

    const stranger = browser()
    expect((await stranger.place(order)).status).toBe(202) // the code sent a moment ago stands
    for (let i = 1; i <= 5; i++) {
      const res = await stranger.place({ ...order, verificationCode: wrongCode })
      expect((await res.json()).error.message, `try ${i}`).toBe(
        i < 5 ? messages.wrongCode : messages.spentCode,
      )
    }
    // Spent for the stranger, even with the right code …
    const late = await stranger.place({ ...order, verificationCode: code })
    expect((await late.json()).error.message).toBe(messages.spentCode)
    // … but still good for the owner.
    expect((await owner.place({ ...order, verificationCode: code })).status).toBe(201)
  })

  it(`spends a code for everyone after ${MAX_WRONG_TRIES_PER_CODE} wrong tries in all`, async () => {
    const order = body()
    expect((await browser().place(order)).status).toBe(202)
    const code = sms.lastCodeTo(textedTo(order.phone))
    const wrongCode = code === '123456' ? '654321' : '123456'
    for (let i = 0; i < MAX_WRONG_TRIES_PER_CODE; i++) {
      await browser().place({ ...order, verificationCode: wrongCode })
    }
    const res = await browser().place({ ...order, verificationCode: code })
    expect((await res.json()).error.message).toBe(messages.spentCode)
  })

  it('a code lapses after 10 minutes; a code for another number verifies nothing', async () => {
    const shopper = browser()
    const order = body()
    expect((await shopper.place(order)).status).toBe(202)
    const code = sms.lastCodeTo(textedTo(order.phone))

    const other = body()
    expect((await shopper.place(other)).status).toBe(202)
    const res = await shopper.place({ ...other, verificationCode: code })
    expect(res.status).toBe(422)

    later(10 * 60 * 1000 + 1)
    const expired = await shopper.place({ ...order, verificationCode: code })
    expect((await expired.json()).error.message).toBe(messages.spentCode)
  })

  it('Resend code waits a minute, then texts a new code; the number’s limits hold', async () => {
    const shopper = browser()
    const order = body()
    expect((await shopper.place(order)).status).toBe(202)
    const early = await shopper.resend(order.phone)
    expect(early.status).toBe(429)
    expect((await early.json()).error.message).toMatch(
      /^Please wait (\d+ seconds|1 minute) before asking for another code\.$/,
    )
    later(61_000)
    const again = await shopper.resend(order.phone)
    expect(again.status).toBe(202)
    const second = sms.lastCodeTo(textedTo(order.phone))
    later(61_000)
    expect((await shopper.resend(order.phone)).status).toBe(202)
    later(61_000)
    // The fourth code in 15 minutes is refused, with the wait in words.
    const fourth = await shopper.resend(order.phone)
    expect(fourth.status).toBe(429)
    expect((await fourth.json()).error.message).toMatch(
      /^Too many codes were asked for this number\. Please try again in \d+ minutes\.$/,
    )
    // Earlier codes still work (a newer code does not spend them).
    expect((await shopper.place({ ...order, verificationCode: second })).status).toBe(201)
  })

  it('two checkouts for one number at once: both wait for a code; the first to enter it places', async () => {
    const order = body()
    const [a, b] = [browser(), browser()]
    const asked = await Promise.all([
      a.place(order),
      b.place({ ...order, idempotencyKey: `${order.idempotencyKey}-b` }),
    ])
    expect(asked.map((r) => r.status)).toEqual([202, 202])
    const texted = sms.sent.filter((s) => s.number === textedTo(order.phone))
    expect(texted.length).toBeGreaterThanOrEqual(1)
    expect(texted.length).toBeLessThanOrEqual(2)
    const code = sms.lastCodeTo(textedTo(order.phone))
    const placed = await Promise.all([
      a.place({ ...order, verificationCode: code }),
      b.place({ ...order, idempotencyKey: `${order.idempotencyKey}-b`, verificationCode: code }),
    ])
    // One of them entered it first and spent it; the other is told to resend.
    expect(placed.map((r) => r.status).sort()).toEqual([201, 422])
  })

  it('a gateway that is down: a clear error, nothing held, no code stored', async () => {
    sms.fail(true)
    const order = body()
    const before = await writes(t)
    const codes = await t.db.select({ n: sql<number>`count(*)::int` }).from(phoneCodes)
    const res = await browser().place(order)
    expect(res.status).toBe(502)
    expect(res.headers.get('retry-after')).toBe('60')
    expect((await res.json()).error).toMatchObject({
      code: 'sms_provider_failed',
      message: messages.sendFailed,
    })
    expect(await writes(t)).toEqual(before)
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(phoneCodes)).toEqual(codes)
  })

  it('Resend code is refused while checkout does not verify phones', async () => {
    await putSettings(t.db, 'checkout', { verifyPhones: false }, t.deps.now())
    try {
      expect((await browser().resend(newShopper().phone)).status).toBe(409)
      expect((await browser().place(body())).status).toBe(201)
    } finally {
      await putSettings(t.db, 'checkout', { verifyPhones: true }, t.deps.now())
    }
  })
})

describe('capacity and stock belong to real people', () => {
  it('50 unverified checkouts take nothing; 50 verified ones for a window of 5 give exactly 5 orders', async () => {
    await setCapacity(t, window.id, 5)
    const date = '2026-11-29'
    const order = (extra: Record<string, unknown> = {}) => body({ deliveryDate: date, ...extra })
    const stock = await stockOf(t, productId)
    const before = await writes(t)
    const unverified = await Promise.all(Array.from({ length: 50 }, () => browser().place(order())))
    expect(unverified.map((r) => r.status)).toEqual(Array(50).fill(202))
    expect(await writes(t)).toEqual(before)
    expect(await bookedIn(t, window.id, date)).toBe(0)

    const shoppers = Array.from({ length: 50 }, () => ({ browser: browser(), order: order() }))
    for (const s of shoppers) expect((await s.browser.place(s.order)).status).toBe(202)
    const answers = await Promise.all(
      shoppers.map((s) =>
        s.browser.place({
          ...s.order,
          verificationCode: sms.lastCodeTo(textedTo(s.order.phone)),
        }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(45)
    expect(await bookedIn(t, window.id, date)).toBe(5)
    expect(await stockOf(t, productId)).toBe(stock - 5 * 1_000)
    await setCapacity(t, window.id, 15)
  })

  it(`1,000 random-number checkouts from one address hold nothing, and texts stop at ${phoneCodeRateLimits.address.limit} an hour`, async () => {
    const nat = newClientAddress()
    const before = await writes(t)
    const texts = sms.sent.length
    const statuses: number[] = []
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => browser(nat).place(body())),
      )
      statuses.push(...answers.map((a) => a.status))
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(phoneCodeRateLimits.address.limit)
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      1_000 - phoneCodeRateLimits.address.limit,
    )
    expect(sms.sent.length - texts).toBe(phoneCodeRateLimits.address.limit)
    expect(await writes(t)).toEqual(before)
  })
})
