/**
 * Issue 14 finding 6 and issue 27: orders cannot hoard stock or relay mail, real shoppers
 * behind one address still order, and nobody can spend someone else's allowance.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { CatalogCache } from '#server/catalog/catalog-cache.ts'
import { openDatabase } from '#server/db/client.ts'
import { orders } from '#server/db/schema/orders.ts'
import { rateLimitCounters } from '#server/db/schema/rate-limits.ts'
import { hitRateLimit, rateLimitKey } from '#server/http/rate-limit.ts'
import { PH_MOBILE_MESSAGE, phMobileKey } from '#shared/mobile-number.ts'
import {
  addProduct,
  firstZone,
  kg,
  newShopper,
  orderBody,
  place,
  stockOf,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import { deviceWithVerifiedPhone, withSmsGateway } from '#tests/support/fixtures/phone-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import {
  MAX_OPEN_COD_ORDERS_PER_ADDRESS,
  MAX_PENDING_ORDERS,
  placeOrderRateLimits,
  TOO_MANY_COD_FROM_ADDRESS_MESSAGE,
  TOO_MANY_PENDING_MESSAGE,
} from './order-limits.ts'

let t: TestApp
let zoneId: number
let productId: number
beforeAll(async () => {
  t = await createTestApp()
  zoneId = (await firstZone(t)).id
  productId = (await addProduct(t, { name: 'Limit Beef', stockGrams: 1_000_000 })).id
})
afterAll(() => t.close())
// Phones are not verified unless a test gives the app an SMS gateway.
beforeEach(() => {
  t.deps.sms = undefined
})

let ipCounter = 0
const freshIp = () => `10.14.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`
const body = (extra: Record<string, unknown> = {}) => orderBody(zoneId, [kg(productId)], extra)
const placeFrom = (ip: string, json: unknown) => place(t, json, ip)

/** Staff confirm every open order of this email, so the pending cap is out of the way. */
const confirmAll = (email: string) =>
  t.db
    .update(orders)
    .set({ status: 'processing' })
    .where(sql`lower(${orders.customerEmail}) = lower(${email})`)

const counterOf = async (key: string) =>
  (await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0]
    ?.failures ?? 0

async function expectTooMany(res: Response, retryAfterSeconds: number, message: RegExp) {
  expect(res.status).toBe(429)
  expect(res.headers.get('retry-after')).toBe(String(retryAfterSeconds))
  expect(await res.json()).toEqual({
    error: {
      code: 'too_many_attempts',
      message: expect.stringMatching(message),
      retryAfterSeconds,
    },
  })
}

describe('per address (fair to carrier-grade NAT)', () => {
  it('lets the many shoppers behind one address order, and stops a flood from it', async () => {
    const nat = freshIp()
    t.setNow(new Date('2026-04-01T02:00:00Z'))
    try {
      // GCash: the cap on open cash-on-delivery orders per address is another rule (below).
      for (let i = 0; i < placeOrderRateLimits.address.limit; i++) {
        const res = await placeFrom(nat, body({ paymentMethod: 'gcash' }))
        expect(res.status, `shopper ${i + 1}`).toBe(201)
      }
      t.setNow(new Date('2026-04-01T02:04:00Z'))
      const before = await writes(t)
      await expectTooMany(await placeFrom(nat, body()), 360, /try again in 6 minutes/)
      expect(await writes(t)).toEqual(before)
      // The next address is not affected, and the window ends on time.
      expect((await placeFrom(freshIp(), body())).status).toBe(201)
      t.setNow(new Date('2026-04-01T02:10:00Z'))
      expect((await placeFrom(nat, body())).status).toBe(201)
    } finally {
      t.setNow(undefined)
    }
  })

  it('keeps the placing address on the order for staff', async () => {
    const ip = freshIp()
    const res = await placeFrom(ip, body())
    const [row] = await t.db
      .select({ clientKey: orders.clientKey })
      .from(orders)
      .where(eq(orders.orderId, (await res.json()).orderId))
    expect(row!.clientKey).toBe(ip)
  })
})

describe('open (pending) orders per verified phone', () => {
  it(`refuses a ${MAX_PENDING_ORDERS + 1}th open order for one verified number, with what to do`, async () => {
    withSmsGateway(t)
    const { phone } = newShopper()
    const device = await deviceWithVerifiedPhone(t, phone)
    for (let i = 0; i < MAX_PENDING_ORDERS; i++) {
      expect((await place(t, body({ phone }), freshIp(), device)).status).toBe(201)
    }
    const before = await writes(t)
    const refused = await place(t, body({ phone }), freshIp(), device)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: { code: 'conflict', message: TOO_MANY_PENDING_MESSAGE },
    })
    expect(TOO_MANY_PENDING_MESSAGE).toMatch(/already have 3 orders waiting for confirmation/)
    expect(await writes(t)).toEqual(before)

    // Once staff confirm one, the shopper can order again.
    const [oldest] = await t.db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(eq(orders.phoneKey, phMobileKey(phone)!))
      .orderBy(orders.orderId)
      .limit(1)
    const { cookie } = await t.signIn('editor')
    const confirmed = await t.request(`/api/admin/orders/${oldest!.orderId}/status`, {
      method: 'PATCH',
      json: { status: 'processing' },
      cookie,
    })
    expect(confirmed.status).toBe(200)
    expect((await place(t, body({ phone }), freshIp(), device)).status).toBe(201)
  })

  it('counts one number however it is written, and a cancelled order frees its place', async () => {
    withSmsGateway(t)
    const spellings = ['0918 555 0101', '+63 918 555 0101', '639185550101', '(0918) 555-0101']
    const device = await deviceWithVerifiedPhone(t, spellings[0]!)
    const placed = []
    for (const phone of spellings.slice(0, MAX_PENDING_ORDERS)) {
      const res = await place(t, body({ phone }), freshIp(), device)
      expect(res.status).toBe(201)
      placed.push((await res.json()).orderId as string)
    }
    const refused = await place(t, body({ phone: spellings[3] }), freshIp(), device)
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.message).toBe(TOO_MANY_PENDING_MESSAGE)

    const { cookie } = await t.signIn('admin')
    await t.request(`/api/admin/orders/${placed[0]}/status`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
      cookie,
    })
    expect((await place(t, body({ phone: spellings[3] }), freshIp(), device)).status).toBe(201)
  })

  it("a stranger typing someone's number or email spends nothing of theirs", async () => {
    // Verification off (no gateway): the stranger's orders are not verified.
    const owner = newShopper()
    for (let i = 0; i < placeOrderRateLimits.targets.email.limit + 2; i++) {
      const res = await placeFrom(freshIp(), body({ ...owner, paymentMethod: 'gcash' }))
      expect(res.status, `stranger's order ${i + 1}`).toBe(201)
    }
    // The owner, verifying their number, still has every place and the whole day.
    withSmsGateway(t)
    const device = await deviceWithVerifiedPhone(t, owner.phone)
    for (let i = 0; i < MAX_PENDING_ORDERS; i++) {
      expect((await place(t, body(owner), freshIp(), device)).status, `owner's ${i + 1}`).toBe(201)
    }
  })

  it('holds under concurrency: of 12 orders at once for one verified number, exactly the cap is placed', async () => {
    withSmsGateway(t)
    const { phone } = newShopper()
    const device = await deviceWithVerifiedPhone(t, phone)
    const stock = await stockOf(t, productId)
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => place(t, body({ phone }), freshIp(), device)),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([
      ...Array(MAX_PENDING_ORDERS).fill(201),
      ...Array(12 - MAX_PENDING_ORDERS).fill(409),
    ])
    expect(await stockOf(t, productId)).toBe(stock - MAX_PENDING_ORDERS * 1_000)
  })

  it('holds under concurrency for one number across two processes on PostgreSQL', async () => {
    withSmsGateway(t)
    const phone = '+63 919 000 1234'
    const device = await deviceWithVerifiedPhone(t, phone)
    const second =
      t.driver === 'postgres'
        ? await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 10 })
        : undefined
    try {
      const other = second
        ? createApp({ ...t.deps, db: second.db, catalogCache: new CatalogCache() })
        : t.app
      const via = (i: number, json: unknown) =>
        i % 2
          ? place(t, json, freshIp(), device)
          : other.request('http://localhost/api/orders', {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: device },
              body: JSON.stringify(json),
            })
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => via(i, body({ phone }))),
      )
      expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_PENDING_ORDERS)
      expect(answers.filter((a) => a.status === 409)).toHaveLength(12 - MAX_PENDING_ORDERS)
      const [open] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(sql`${orders.phoneKey} = '9190001234' and ${orders.status} = 'pending'`)
      expect(Number(open!.n)).toBe(MAX_PENDING_ORDERS)
    } finally {
      await second?.close()
    }
  })
})

describe('open cash-on-delivery orders per address', () => {
  it(`holds ${MAX_OPEN_COD_ORDERS_PER_ADDRESS} from one address, verified or not; GCash and other addresses still order`, async () => {
    const nat = freshIp()
    for (let i = 0; i < MAX_OPEN_COD_ORDERS_PER_ADDRESS; i++) {
      expect((await placeFrom(nat, body())).status, `order ${i + 1}`).toBe(201)
    }
    const before = await writes(t)
    const refused = await placeFrom(nat, body())
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.message).toBe(TOO_MANY_COD_FROM_ADDRESS_MESSAGE)
    expect(await writes(t)).toEqual(before)
    // A verified number from the same address is held by the same cap.
    withSmsGateway(t)
    const { phone } = newShopper()
    const device = await deviceWithVerifiedPhone(t, phone)
    expect((await place(t, body({ phone }), nat, device)).status).toBe(409)
    t.deps.sms = undefined
    expect((await placeFrom(nat, body({ paymentMethod: 'gcash' }))).status).toBe(201)
    expect((await placeFrom(freshIp(), body())).status).toBe(201)
  })

  it('1,000 random-number checkouts from one address hold at most the cap (verification off)', async () => {
    const nat = freshIp()
    const stock = await stockOf(t, productId)
    const statuses: number[] = []
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => placeFrom(nat, body())))
      statuses.push(...answers.map((a) => a.status))
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_OPEN_COD_ORDERS_PER_ADDRESS)
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true)
    expect(await stockOf(t, productId)).toBe(stock - MAX_OPEN_COD_ORDERS_PER_ADDRESS * 1_000)
  })
})

describe('orders per email and per phone in a day', () => {
  it('stops one email placing order after order from one placer, until the day is over', async () => {
    const { email } = newShopper()
    const ip = freshIp()
    t.setNow(new Date('2026-04-02T01:00:00Z'))
    try {
      for (let i = 0; i < placeOrderRateLimits.targets.email.limit; i++) {
        // A fresh phone each time: only the email and the placer are shared.
        expect((await placeFrom(ip, body({ email }))).status, `order ${i + 1}`).toBe(201)
        await confirmAll(email)
      }
      t.setNow(new Date('2026-04-02T13:00:00Z'))
      const before = await writes(t)
      await expectTooMany(
        await placeFrom(ip, body({ email })),
        12 * 60 * 60,
        /^You have placed many orders with this email address or phone number today\. Please try again in 12 hours, or contact us\.$/,
      )
      expect(await writes(t)).toEqual(before)
      t.setNow(new Date('2026-04-03T01:00:00Z'))
      expect((await placeFrom(ip, body({ email }))).status).toBe(201)
    } finally {
      t.setNow(undefined)
    }
  })

  it('stops one verified number the same way, and refuses anything but a Philippine mobile number', async () => {
    withSmsGateway(t)
    const phone = '+63 920 111 2222'
    const device = await deviceWithVerifiedPhone(t, phone)
    t.setNow(new Date('2026-04-04T01:00:00Z'))
    try {
      for (let i = 0; i < placeOrderRateLimits.targets.phone.limit; i++) {
        const res = await place(t, body({ phone }), freshIp(), device)
        expect(res.status, `order ${i + 1}`).toBe(201)
        await t.db
          .update(orders)
          .set({ status: 'completed' })
          .where(eq(orders.orderId, (await res.json()).orderId))
      }
      const refused = await place(t, body({ phone: '0920 111 2222' }), freshIp(), device)
      expect(refused.status).toBe(429)
    } finally {
      t.setNow(undefined)
    }
    for (const phone of ['+(63) 12-34', '02 8123 4567', '+1 917 123 4567']) {
      const wrong = await placeFrom(freshIp(), body({ phone }))
      expect(wrong.status).toBe(422)
      expect((await wrong.json()).error.fields).toEqual({ phone: PH_MOBILE_MESSAGE })
    }
  })

  it('does not count an order that was refused', async () => {
    const { email, phone } = newShopper()
    const ip = freshIp()
    const soldOut = await addProduct(t, { name: 'Sold Out Beef', stockGrams: 0 })
    const refused = await placeFrom(ip, orderBody(zoneId, [kg(soldOut.id)], { email, phone }))
    expect(refused.status).toBe(409)
    const key = `${email.toLowerCase()}|client:${ip}`
    expect(await counterOf(rateLimitKey(placeOrderRateLimits.targets.email, key))).toBe(0)
  })
})

describe('a retry of the same order (same idempotency key)', () => {
  it('returns the same order and counts against no limit, even at every limit', async () => {
    const ip = freshIp()
    const shopper = newShopper()
    const first = body(shopper)
    const placedFirst = await placeFrom(ip, first)
    expect(placedFirst.status).toBe(201)
    const { orderId } = await placedFirst.json()
    for (let i = 1; i < 3; i++) {
      expect((await placeFrom(ip, body(shopper))).status).toBe(201)
    }
    // The address at its limit too.
    const now = t.deps.now()
    const used = await counterOf(rateLimitKey(placeOrderRateLimits.address, ip))
    for (let i = used; i < placeOrderRateLimits.address.limit; i++) {
      await hitRateLimit(t.db, placeOrderRateLimits.address, ip, now)
    }
    const emailKey = rateLimitKey(
      placeOrderRateLimits.targets.email,
      `${shopper.email.toLowerCase()}|client:${ip}`,
    )
    const emailCount = await counterOf(emailKey)
    expect(emailCount).toBe(3)

    const before = await writes(t)
    for (let i = 0; i < 3; i++) {
      const again = await placeFrom(ip, first)
      expect(again.status).toBe(200)
      expect((await again.json()).orderId).toBe(orderId)
    }
    expect(await writes(t)).toEqual(before)
    expect(await counterOf(rateLimitKey(placeOrderRateLimits.address, ip))).toBe(
      placeOrderRateLimits.address.limit,
    )
    expect(await counterOf(emailKey)).toBe(emailCount)
    // A new order from there is refused: the limits were really reached.
    expect((await placeFrom(ip, body())).status).toBe(429)
  })
})
