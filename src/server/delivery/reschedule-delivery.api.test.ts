import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { deliveryMessages } from '#shared/delivery-schedule.ts'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import {
  addClosedDate,
  bookedIn,
  setCapacity,
  zoneWithWindows,
} from '#tests/support/fixtures/delivery-booking-fixtures.ts'
import {
  addProduct,
  kg,
  orderBody,
  orderIdOpenedBy,
  orderLinkTokens,
  placeOk,
} from '#tests/support/fixtures/order-fixtures.ts'
import {
  bookDelivery,
  STAFF_DELIVERY_NOW,
} from '#tests/support/fixtures/staff-delivery-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let editor: string
let admin: string
let productId: number
let metro: Awaited<ReturnType<typeof zoneWithWindows>>
let greater: Awaited<ReturnType<typeof zoneWithWindows>>

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' })
  t.setNow(STAFF_DELIVERY_NOW)
  editor = (await t.signIn('editor')).cookie
  admin = (await t.signIn('admin')).cookie
  metro = await zoneWithWindows(t, 'Metro Manila')
  greater = await zoneWithWindows(t, 'Greater Manila Area')
  productId = (await addProduct(t, { name: 'Move Beef', stockGrams: 500_000 })).id
})
afterAll(() => t.close())

/** An order of this zone booked into `windowIndex` on `date`. */
async function orderIn(
  zone: typeof metro,
  windowIndex: number,
  date: string,
  extra: Record<string, unknown> = {},
) {
  const order = await placeOk(t, orderBody(zone.id, [kg(productId)], extra))
  await bookDelivery(t, order.orderId, { windowId: zone.windows[windowIndex]!.id, date })
  return order
}

const move = (orderId: string, body: unknown, cookie = editor) =>
  t.request(adminOrdersApiPaths.delivery(orderId), { method: 'PUT', json: body, cookie })
const slotsOf = (orderId: string, cookie = editor) =>
  t.request(adminOrdersApiPaths.deliverySlots(orderId), { cookie })
const to = (zone: typeof metro, windowIndex: number, date: string) => ({
  deliveryDate: date,
  deliveryWindowId: zone.windows[windowIndex]!.id,
})
const place = (zone: typeof metro, windowIndex: number, date: string) => ({
  windowId: zone.windows[windowIndex]!.id,
  date,
})

const booked = (p: { windowId: number; date: string }) => bookedIn(t, p.windowId, p.date)

async function timelineLength(orderId: string) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderTimeline)
    .where(eq(orderTimeline.orderId, orderId))
  return Number(row!.n)
}
async function movedEmails() {
  return t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'delivery_moved'))
    .orderBy(desc(emailOutbox.id))
}
async function orderRow(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
  return row!
}

describe('roles and input', () => {
  it('shoppers get 401; editors and admins may look and move', async () => {
    const { orderId } = await orderIn(metro, 1, '2026-11-26')
    const anonymous = await Promise.all([
      t.request(adminOrdersApiPaths.deliverySlots(orderId)),
      t.request(adminOrdersApiPaths.delivery(orderId), {
        method: 'PUT',
        json: to(metro, 0, '2026-11-27'),
      }),
    ])
    expect(anonymous.map((r) => r.status)).toEqual([401, 401])
    expect((await slotsOf(orderId, editor)).status).toBe(200)
    expect((await slotsOf(orderId, admin)).status).toBe(200)
    expect((await move(orderId, to(metro, 0, '2026-11-27'), editor)).status).toBe(200)
    expect((await move(orderId, to(metro, 1, '2026-11-27'), admin)).status).toBe(200)
  })

  it('refuses a malformed date or window with 422 naming the field; an unknown order is 404', async () => {
    const { orderId } = await orderIn(metro, 1, '2026-11-26')
    const before = await orderRow(orderId)
    const bad = [
      { deliveryDate: '2026-02-30', deliveryWindowId: metro.windows[0]!.id },
      { deliveryDate: '28/11/2026', deliveryWindowId: metro.windows[0]!.id },
      { deliveryDate: '2026-11-28', deliveryWindowId: 'x' },
      { deliveryDate: '2026-11-28', deliveryWindowId: 0 },
      { deliveryDate: '2026-11-28' },
    ]
    const fields = []
    for (const body of bad) {
      const res = await move(orderId, body)
      expect(res.status).toBe(422)
      fields.push(Object.keys((await res.json()).error.fields))
    }
    expect(fields).toEqual([
      ['deliveryDate'],
      ['deliveryDate'],
      ['deliveryWindowId'],
      ['deliveryWindowId'],
      ['deliveryWindowId'],
    ])
    expect(await orderRow(orderId)).toEqual(before)
    expect((await move('E2E-1', to(metro, 0, '2026-11-28'))).status).toBe(404)
    expect((await slotsOf('E2E-1')).status).toBe(404)
  })
})

describe('GET delivery slots (staff)', () => {
  it("offers what staff may choose: today's unfinished windows and 60 days ahead", async () => {
    const { orderId } = await orderIn(metro, 1, '2026-11-26')
    const slots: DeliverySlots = await (await slotsOf(orderId)).json()
    expect(slots.zoneId).toBe(metro.id)
    expect(slots.today).toBe('2026-11-25')
    // 10:00 AM: a shopper can no longer have 9–12 today (preparation time); staff can.
    expect(slots.dates[0]).toMatchObject({
      date: '2026-11-25',
      windows: [
        { id: metro.windows[0]!.id, startsMinute: 540, endsMinute: 720, full: false },
        { id: metro.windows[1]!.id },
        { id: metro.windows[2]!.id },
      ],
    })
    expect(slots.dates.at(-1)!.date).toBe('2027-01-24')
  })
})

describe('PUT delivery (reschedule)', () => {
  it('moves the place, writes a timeline entry and queues the shopper an email', async () => {
    const order = await orderIn(metro, 1, '2026-11-26')
    const from = place(metro, 1, '2026-11-26')
    const target = place(metro, 0, '2026-11-28')
    const counts = async () => [await booked(from), await booked(target)]
    const [fromBefore, targetBefore] = await counts()

    // The email's link comes from PUBLIC_URL, whatever host the request names.
    const res = await t.request(adminOrdersApiPaths.delivery(order.orderId), {
      method: 'PUT',
      json: to(metro, 0, '2026-11-28'),
      cookie: editor,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    })
    expect(res.status).toBe(200)
    const moved: AdminOrder = await res.json()
    expect(moved.delivery).toEqual({
      date: '2026-11-28',
      windowId: metro.windows[0]!.id,
      startsMinute: 540,
      endsMinute: 720,
    })
    expect(moved.timeline.at(-1)).toMatchObject({
      status: 'note',
      note: 'Delivery moved to Sat, Nov 28, 9:00 AM – 12:00 PM',
    })
    expect(moved.timeline.at(-1)!.by).toMatch(/^Test editor/)
    expect(await counts()).toEqual([fromBefore! - 1, targetBefore! + 1])
    expect((await orderRow(order.orderId)).deliveryHeld).toBe(true)

    const [email] = await movedEmails()
    expect(email!.toAddresses).toEqual([order.customerEmail])
    expect(email!.subject).toBe(
      `Your order ${order.orderId} now arrives Sat, Nov 28, 9:00 AM – 12:00 PM`,
    )
    expect(email!.textBody).toContain('Sat, Nov 28, 9:00 AM – 12:00 PM')
    const [token] = orderLinkTokens(email!.textBody, 'https://shop.example')
    expect(email!.textBody).toContain(`Follow your order at https://shop.example/orders/${token}`)
    expect(await orderIdOpenedBy(t, token!)).toBe(order.orderId)
    expect(email!.textBody).not.toContain('email=')
    expect(email!.textBody).not.toContain('evil.example')
    expect(email!.htmlBody).toContain('Sat, Nov 28, 9:00 AM – 12:00 PM')

    // The shopper's status page reads the new time.
    const lookup = await t.request(`/api/orders/by-token/${order.accessToken}`)
    expect((await lookup.json()).delivery).toMatchObject({ date: '2026-11-28', startsMinute: 540 })
  })

  it('the same slot is a no-op: no entry, no email, no place taken', async () => {
    const { orderId } = await orderIn(metro, 2, '2026-11-27')
    const slot = place(metro, 2, '2026-11-27')
    const [places, entries, emails] = [
      await booked(slot),
      await timelineLength(orderId),
      (await movedEmails()).length,
    ]
    const res = await move(orderId, to(metro, 2, '2026-11-27'))
    expect(res.status).toBe(200)
    expect(((await res.json()) as AdminOrder).delivery?.date).toBe('2026-11-27')
    expect(await booked(slot)).toBe(places)
    expect(await timelineLength(orderId)).toBe(entries)
    expect(await movedEmails()).toHaveLength(emails)
  })

  it("lets staff past the shopper's cutoff, preparation time, horizon and same-day rule", async () => {
    const metroOrder = await orderIn(metro, 1, '2026-11-26')
    // 9–12 today, at 10:00 AM: too late for a shopper (two hours of preparation).
    expect((await move(metroOrder.orderId, to(metro, 0, '2026-11-25'))).status).toBe(200)
    // 25 days ahead: past the shopper's 14.
    expect((await move(metroOrder.orderId, to(metro, 0, '2026-12-20'))).status).toBe(200)
    // Greater Manila has no same-day delivery for shoppers.
    const greaterOrder = await orderIn(greater, 0, '2026-11-26')
    expect((await move(greaterOrder.orderId, to(greater, 1, '2026-11-25'))).status).toBe(200)

    // After 5 PM, the 1–5 PM window of today is over, for staff too.
    t.setNow(new Date('2026-11-25T09:30:00Z'))
    try {
      // Signed in again: the morning's session has been idle too long by then.
      const evening = (await t.signIn('editor')).cookie
      const res = await move(metroOrder.orderId, to(metro, 1, '2026-11-25'), evening)
      expect(res.status).toBe(409)
      expect((await res.json()).error).toMatchObject({
        code: 'conflict',
        message: deliveryMessages.windowPassed,
        fields: { deliveryWindowId: deliveryMessages.windowPassed },
      })
    } finally {
      t.setNow(STAFF_DELIVERY_NOW)
    }
  })

  it('still refuses a past date, a closed date, a day the zone does not deliver, another zone’s window and beyond 60 days (422, nothing written)', async () => {
    await addClosedDate(t, '2026-12-03')
    const { orderId } = await orderIn(greater, 0, '2026-11-26')
    const slot = place(greater, 0, '2026-11-26')
    const before = {
      row: await orderRow(orderId),
      booked: await booked(slot),
      entries: await timelineLength(orderId),
      emails: (await movedEmails()).length,
    }
    const cases = [
      [to(greater, 0, '2026-11-24'), 'deliveryDate', deliveryMessages.past],
      [to(greater, 0, '2026-12-03'), 'deliveryDate', deliveryMessages.closed],
      // Sunday: Greater Manila delivers Monday to Saturday.
      [to(greater, 0, '2026-11-29'), 'deliveryDate', deliveryMessages.notDeliveryDay],
      [to(metro, 0, '2026-11-28'), 'deliveryWindowId', deliveryMessages.unknownWindow],
      [to(greater, 0, '2027-01-25'), 'deliveryDate', deliveryMessages.beyondHorizon],
    ] as const
    for (const [body, field, message] of cases) {
      const res = await move(orderId, body)
      expect(res.status, message).toBe(422)
      expect((await res.json()).error).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: message },
      })
    }
    expect({
      row: await orderRow(orderId),
      booked: await booked(slot),
      entries: await timelineLength(orderId),
      emails: (await movedEmails()).length,
    }).toEqual(before)
  })

  it('refuses a full window with 409 and leaves both places as they were', async () => {
    const full = place(metro, 2, '2026-12-01')
    await setCapacity(t, full.windowId, 1)
    try {
      await orderIn(metro, 2, '2026-12-01')
      const { orderId } = await orderIn(metro, 1, '2026-11-26')
      const from = place(metro, 1, '2026-11-26')
      const before = [await booked(from), await booked(full)]
      const entries = await timelineLength(orderId)
      const res = await move(orderId, to(metro, 2, '2026-12-01'))
      expect(res.status).toBe(409)
      expect((await res.json()).error).toEqual({
        code: 'conflict',
        message: deliveryMessages.full,
        fields: { deliveryWindowId: deliveryMessages.full },
      })
      expect([await booked(from), await booked(full)]).toEqual(before)
      expect(before[1]).toBe(1)
      expect((await orderRow(orderId)).deliveryDate).toBe('2026-11-26')
      expect(await timelineLength(orderId)).toBe(entries)
    } finally {
      await setCapacity(t, full.windowId, metro.windows[2]!.capacity)
    }
  })

  it('a cancelled order only changes date: no place taken or given back, no email', async () => {
    const order = await orderIn(metro, 0, '2026-11-27')
    const from = place(metro, 0, '2026-11-27')
    const held = await booked(from)
    const cancel = await t.request(adminOrdersApiPaths.status(order.orderId), {
      method: 'PATCH',
      json: { status: 'cancelled' },
      cookie: editor,
    })
    expect(cancel.status).toBe(200)
    expect(await booked(from)).toBe(held - 1)
    const target = place(metro, 0, '2026-11-30')
    const before = [await booked(from), await booked(target)]
    const emails = (await movedEmails()).length

    const res = await move(order.orderId, to(metro, 0, '2026-11-30'))
    expect(res.status).toBe(200)
    const moved: AdminOrder = await res.json()
    expect(moved).toMatchObject({ status: 'cancelled', delivery: { date: '2026-11-30' } })
    expect(moved.timeline.at(-1)!.note).toBe('Delivery moved to Mon, Nov 30, 9:00 AM – 12:00 PM')
    expect([await booked(from), await booked(target)]).toEqual(before)
    expect((await orderRow(order.orderId)).deliveryHeld).toBe(false)
    expect(await movedEmails()).toHaveLength(emails)
  })

  it("answers 409 when the order's zone no longer exists", async () => {
    const { orderId } = await orderIn(metro, 1, '2026-11-26')
    await t.db.update(orders).set({ zoneId: null }).where(eq(orders.orderId, orderId))
    const message = "This order's delivery zone no longer exists."
    const res = await move(orderId, to(metro, 0, '2026-11-28'))
    expect(res.status).toBe(409)
    expect((await res.json()).error).toMatchObject({ code: 'conflict', message })
    const slots = await slotsOf(orderId)
    expect(slots.status).toBe(409)
    expect((await slots.json()).error.message).toBe(message)
  })

  it('two orders swapping places at once both move, and the counters end where they began', async () => {
    const a = await orderIn(metro, 0, '2026-12-02')
    const b = await orderIn(metro, 1, '2026-12-04')
    const first = place(metro, 0, '2026-12-02')
    const second = place(metro, 1, '2026-12-04')
    const before = [await booked(first), await booked(second)]
    const [ra, rb] = await Promise.all([
      move(a.orderId, to(metro, 1, '2026-12-04')),
      move(b.orderId, to(metro, 0, '2026-12-02')),
    ])
    expect([ra.status, rb.status]).toEqual([200, 200])
    expect([await booked(first), await booked(second)]).toEqual(before)
    expect((await orderRow(a.orderId)).deliveryDate).toBe('2026-12-04')
    expect((await orderRow(b.orderId)).deliveryDate).toBe('2026-12-02')
  })
})
