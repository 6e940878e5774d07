import { desc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { closedDates, deliveryBookings } from '#server/db/schema/delivery.ts'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { textOutbox } from '#server/db/schema/texts.ts'
import { adminDeliveryScheduleApiPaths as paths } from '#shared/api-paths/delivery.ts'
import type { ClosedDateHoldsOrdersBody } from '#shared/closed-dates.ts'
import {
  bookedIn,
  clearBookings,
  setCapacity,
  zoneWithWindows,
} from '#tests/support/fixtures/delivery-booking-fixtures.ts'
import { addProduct, kg, orderBody, placeOk } from '#tests/support/fixtures/order-fixtures.ts'
import {
  bookDelivery,
  STAFF_DELIVERY_NOW,
} from '#tests/support/fixtures/staff-delivery-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Closing a date that holds orders (issue 28 §7): refused with the orders listed, or
 * closed with every order moved (capacity checked, shoppers told), all or nothing.
 * The clock: Wed, Nov 25, 2026, 10:00 AM in Manila; Fri Nov 27 is closed, Sat Nov 28
 * takes the orders.
 */
let t: TestApp
let admin: string
let editor: string
let productId: number
let metro: Awaited<ReturnType<typeof zoneWithWindows>>
let greater: Awaited<ReturnType<typeof zoneWithWindows>>

const CLOSING = '2026-11-27'
const TARGET = '2026-11-28'

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' })
  t.setNow(STAFF_DELIVERY_NOW)
  admin = (await t.signIn('admin')).cookie
  editor = (await t.signIn('editor')).cookie
  metro = await zoneWithWindows(t, 'Metro Manila')
  greater = await zoneWithWindows(t, 'Greater Manila Area')
  productId = (await addProduct(t, { name: 'Closing Beef', stockGrams: 500_000 })).id
})
afterAll(() => t.close())

beforeEach(async () => {
  await t.db.delete(closedDates)
  await t.db.delete(emailOutbox)
  await t.db.delete(textOutbox)
  // Earlier tests' orders no longer hold their places: each test starts from empty windows.
  await t.db.update(orders).set({ deliveryHeld: false })
  await clearBookings(t)
  for (const w of [...metro.windows, ...greater.windows]) await setCapacity(t, w.id, w.capacity)
})

async function orderIn(zone: typeof metro, windowIndex: number, date = CLOSING, name?: string) {
  const order = await placeOk(
    t,
    orderBody(zone.id, [kg(productId)], name ? { fullName: name } : {}),
  )
  await bookDelivery(t, order.orderId, { windowId: zone.windows[windowIndex]!.id, date })
  return order
}

const close = (json: unknown, cookie = admin) =>
  t.request(paths.closedDates, { method: 'POST', json, cookie })

/** Everything a refused closing must leave as it was. */
async function snapshot(orderIds: string[]) {
  return {
    closed: await t.db.select().from(closedDates),
    bookings: await t.db
      .select()
      .from(deliveryBookings)
      .where(sql`${deliveryBookings.booked} > 0`)
      .orderBy(deliveryBookings.windowId, deliveryBookings.deliveryDate),
    orders: await t.db
      .select()
      .from(orders)
      .where(inArray(orders.orderId, orderIds))
      .orderBy(orders.orderId),
    timeline: await t.db
      .select()
      .from(orderTimeline)
      .where(inArray(orderTimeline.orderId, orderIds)),
    emails: await t.db.select().from(emailOutbox),
    texts: await t.db.select().from(textOutbox),
  }
}

describe('closing a date that holds orders', () => {
  it('answers 409 with the orders and closes nothing; keeping the date open changes nothing', async () => {
    const ana = await orderIn(metro, 0, CLOSING, 'Ana Reyes')
    const ben = await orderIn(greater, 1, CLOSING, 'Ben Cruz')
    // A cancelled order and one on another day hold nothing on the date.
    const cancelled = await orderIn(metro, 1)
    await t.db
      .update(orders)
      .set({ status: 'cancelled', deliveryHeld: false })
      .where(eq(orders.orderId, cancelled.orderId))
    await orderIn(metro, 1, TARGET)
    const ids = [ana.orderId, ben.orderId]
    const before = await snapshot(ids)

    const res = await close({ date: CLOSING, name: 'Stock-taking' })
    expect(res.status).toBe(409)
    const body = (await res.json()) as ClosedDateHoldsOrdersBody
    expect(body.error).toEqual({
      code: 'conflict',
      message:
        '2 orders are booked on Fri, Nov 27. Move them to another date, or keep the date open.',
      fields: {
        date: '2 orders are booked on Fri, Nov 27. Move them to another date, or keep the date open.',
      },
    })
    expect(body.orders).toEqual(
      [
        {
          orderId: ana.orderId,
          customerName: 'Ana Reyes',
          status: 'pending',
          zoneId: metro.id,
          zoneName: 'Metro Manila',
          windowId: metro.windows[0]!.id,
          startsMinute: 540,
          endsMinute: 720,
        },
        {
          orderId: ben.orderId,
          customerName: 'Ben Cruz',
          status: 'pending',
          zoneId: greater.id,
          zoneName: 'Greater Manila Area',
          windowId: greater.windows[1]!.id,
          startsMinute: 780,
          endsMinute: 1020,
        },
      ].sort((a, b) => (a.orderId < b.orderId ? -1 : 1)),
    )
    // 'Keep the date open' sends nothing more: the date stays open, the orders booked.
    expect(await snapshot(ids)).toEqual(before)
  })

  it('moves them all with the closing: places, counters, timelines, emails and texts', async () => {
    const ana = await orderIn(metro, 0)
    const cora = await orderIn(metro, 2)
    const ben = await orderIn(greater, 1)
    await t.db.update(orders).set({ textUpdates: false }).where(eq(orders.orderId, cora.orderId))
    await t.db.update(orders).set({ textUpdates: false }).where(eq(orders.orderId, ben.orderId))
    await t.db.update(orders).set({ textUpdates: true }).where(eq(orders.orderId, ana.orderId))

    const res = await close(
      {
        date: CLOSING,
        name: 'Stock-taking',
        // Greater Manila's orders into its morning window; Metro's keep their own times.
        moveTo: {
          date: TARGET,
          windows: [{ zoneId: greater.id, windowId: greater.windows[0]!.id }],
        },
      },
      admin,
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ date: CLOSING, name: 'Stock-taking', movedOrders: 3 })
    expect(await t.db.select({ date: closedDates.closedDate }).from(closedDates)).toEqual([
      { date: CLOSING },
    ])

    const row = async (orderId: string) =>
      (await t.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!
    expect(await row(ana.orderId)).toMatchObject({
      deliveryDate: TARGET,
      deliveryWindowId: metro.windows[0]!.id,
      deliveryStartsMinute: 540,
      deliveryHeld: true,
    })
    expect(await row(cora.orderId)).toMatchObject({
      deliveryDate: TARGET,
      deliveryWindowId: metro.windows[2]!.id,
    })
    expect(await row(ben.orderId)).toMatchObject({
      deliveryDate: TARGET,
      deliveryWindowId: greater.windows[0]!.id,
      deliveryStartsMinute: 540,
      deliveryEndsMinute: 720,
    })
    // The places left the closed date and were taken on the new one.
    for (const w of [metro.windows[0]!, metro.windows[2]!, greater.windows[1]!])
      expect(await bookedIn(t, w.id, CLOSING)).toBe(0)
    expect(await bookedIn(t, metro.windows[0]!.id, TARGET)).toBe(1)
    expect(await bookedIn(t, metro.windows[2]!.id, TARGET)).toBe(1)
    expect(await bookedIn(t, greater.windows[0]!.id, TARGET)).toBe(1)

    const [note] = await t.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, ben.orderId))
      .orderBy(desc(orderTimeline.id))
    expect(note).toMatchObject({
      status: 'note',
      note: 'Delivery moved to Sat, Nov 28, 9:00 AM – 12:00 PM. We are closed on Fri, Nov 27 (Stock-taking).',
    })

    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'delivery_moved'))
    expect(emails).toHaveLength(3)
    const toBen = emails.find((e) => e.toAddresses.includes(ben.customerEmail))!
    expect(toBen.subject).toBe(
      `Your order ${ben.orderId} now arrives Sat, Nov 28, 9:00 AM – 12:00 PM`,
    )
    expect(toBen.textBody).toContain('We are closed on Fri, Nov 27 (Stock-taking).')
    expect(toBen.textBody).toContain('https://shop.example/orders/')

    // Only the shopper who asked for texts gets one.
    const texts = await t.db.select().from(textOutbox).where(eq(textOutbox.kind, 'delivery_moved'))
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({ kind: 'delivery_moved', orderId: ana.orderId })
    expect(texts[0]!.message).toContain(
      `Order ${ana.orderId} now arrives Sat, Nov 28, 9 AM-12 PM. We are closed on Fri, Nov 27`,
    )
  })

  it('refuses a move whose window is full, naming it, and writes nothing', async () => {
    const ana = await orderIn(metro, 0)
    const ben = await orderIn(metro, 0)
    // One place left in Metro's morning on the 28th: two orders cannot fit.
    await setCapacity(t, metro.windows[0]!.id, 2)
    await orderIn(metro, 0, TARGET)
    const ids = [ana.orderId, ben.orderId]
    const before = await snapshot(ids)

    const res = await close({ date: CLOSING, name: 'Repairs', moveTo: { date: TARGET } })
    expect(res.status).toBe(409)
    const message =
      'The 9:00 AM – 12:00 PM window of Metro Manila on Sat, Nov 28 has room for 1 order, not 2. Choose another date or window.'
    expect((await res.json()).error).toEqual({
      code: 'conflict',
      message,
      fields: { 'moveTo.windows': message },
    })
    expect(await snapshot(ids)).toEqual(before)
  })

  it('refuses a target the orders cannot go to, naming the zone, and writes nothing', async () => {
    const ben = await orderIn(greater, 0)
    const before = await snapshot([ben.orderId])
    const refused = async (moveTo: unknown) => {
      const res = await close({ date: CLOSING, name: 'Repairs', moveTo })
      return { status: res.status, fields: (await res.json()).error.fields }
    }
    // The date being closed, a Sunday (Greater Manila delivers Monday to Saturday), a
    // window of another zone, a malformed date.
    expect(await refused({ date: CLOSING })).toEqual({
      status: 422,
      fields: { 'moveTo.date': 'Choose a date other than the one you are closing.' },
    })
    expect(await refused({ date: '2026-11-29' })).toEqual({
      status: 422,
      fields: {
        'moveTo.date':
          'Greater Manila Area: This zone does not deliver on that day. Choose another delivery date.',
      },
    })
    expect(
      await refused({
        date: TARGET,
        windows: [{ zoneId: greater.id, windowId: metro.windows[0]!.id }],
      }),
    ).toEqual({
      status: 422,
      fields: {
        'moveTo.windows':
          'Greater Manila Area: That delivery time is not offered in this zone. Choose another.',
      },
    })
    expect((await refused({ date: '2026-11-31' })).status).toBe(422)
    expect(await snapshot([ben.orderId])).toEqual(before)
  })

  it('closing a holiday from its suggestion follows the same rule: its orders first', async () => {
    // Bonifacio Day, Mon Nov 30: Metro Manila delivers on it.
    const ana = await orderIn(metro, 1, '2026-11-30')
    const res = await close({ date: '2026-11-30', name: 'Bonifacio Day' })
    expect(res.status).toBe(409)
    expect(((await res.json()) as ClosedDateHoldsOrdersBody).orders.map((o) => o.orderId)).toEqual([
      ana.orderId,
    ])
    const schedule = await (await t.request(paths.schedule, { cookie: admin })).json()
    expect(schedule.holidaySuggestions.map((h: { date: string }) => h.date)).toContain('2026-11-30')

    const moved = await close({
      date: '2026-11-30',
      name: 'Bonifacio Day',
      moveTo: { date: '2026-12-01' },
    })
    expect(moved.status).toBe(201)
    const after = await (await t.request(paths.schedule, { cookie: admin })).json()
    expect(after.holidaySuggestions.map((h: { date: string }) => h.date)).not.toContain(
      '2026-11-30',
    )
    expect(await bookedIn(t, metro.windows[1]!.id, '2026-12-01')).toBe(1)
  })

  it('leaves closing dates to admins, as before: editors get 403', async () => {
    await orderIn(metro, 0)
    expect(
      (await close({ date: CLOSING, name: 'x', moveTo: { date: TARGET } }, editor)).status,
    ).toBe(403)
    expect(await t.db.select().from(closedDates)).toEqual([])
  })
})
