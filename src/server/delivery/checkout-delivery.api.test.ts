/** Delivery dates at checkout (issue 16): the slots offered, every refusal, booking and giving back. */
import { desc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deliveryWindows } from '#server/db/schema/delivery.ts'
import { orders } from '#server/db/schema/orders.ts'
import { emailOutbox, shippingZones } from '#server/db/schema/shop.ts'
import { deliveryMessages, deliveryText } from '#shared/delivery-schedule.ts'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import {
  addClosedDate,
  bookedIn,
  clearBookings,
  FRIDAY_10AM,
  greaterManila,
  metroManila,
  setCapacity,
  storedDelivery,
} from '#tests/support/fixtures/delivery-booking-fixtures.ts'
import {
  addProduct,
  kg,
  newClientAddress,
  orderBody,
  place,
  stockOf,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let mm: Awaited<ReturnType<typeof metroManila>>
let gma: Awaited<ReturnType<typeof greaterManila>>
let beefId: number
let admin: string

// Metro Manila's windows: 9–12, 1–5 PM and 5–8 PM.
const morning = () => mm.windows[0]!
const afternoon = () => mm.windows[1]!
const evening = () => mm.windows[2]!

beforeAll(async () => {
  t = await createTestApp()
  mm = await metroManila(t)
  gma = await greaterManila(t)
  beefId = (await addProduct(t, { name: 'Delivery Beef', stockGrams: 500_000 })).id
})
afterAll(() => t.close())
beforeEach(async () => {
  t.setNow(FRIDAY_10AM)
  // Signed in on the test's clock, so the session is fresh whatever day it is.
  admin = (await t.signIn('admin')).cookie
  await clearBookings(t)
  for (const zone of [mm, gma]) for (const w of zone.windows) await setCapacity(t, w.id, w.capacity)
})

const checkout = (zoneId: number, delivery: Record<string, unknown> = {}) =>
  orderBody(zoneId, [kg(beefId)], delivery)
const placeFrom = (body: unknown) => place(t, body, newClientAddress())
async function placed(body: unknown): Promise<PublicOrder> {
  const res = await placeFrom(body)
  expect(res.status, await res.clone().text()).toBe(201)
  return res.json()
}
const slotsOf = (zoneId: number | string) =>
  t.request(`/api/checkout/delivery-slots?zoneId=${zoneId}`)
const setStatus = (orderId: string, status: string) =>
  t.request(`/api/admin/orders/${orderId}/status`, {
    method: 'PATCH',
    json: { status },
    cookie: admin,
  })

describe('GET /api/checkout/delivery-slots', () => {
  it("offers today's windows not yet passed, full ones marked, closed dates absent, up to the horizon", async () => {
    await addClosedDate(t, '2026-12-02')
    await setCapacity(t, evening().id, 1)
    await placed(checkout(mm.id, { deliveryDate: '2026-11-27', deliveryWindowId: evening().id }))

    const res = await slotsOf(mm.id)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const slots = (await res.json()) as DeliverySlots
    expect(slots.zoneId).toBe(mm.id)
    expect(slots.today).toBe('2026-11-27')
    // 10:00 AM: the 9–12 window has passed (and 1 PM is still 3 hours away, past the prep time).
    expect(slots.dates[0]).toEqual({
      date: '2026-11-27',
      windows: [
        { id: afternoon().id, startsMinute: 780, endsMinute: 1020, full: false },
        { id: evening().id, startsMinute: 1020, endsMinute: 1200, full: true },
      ],
    })
    expect(slots.dates[1]?.date).toBe('2026-11-28')
    expect(slots.dates[1]?.windows.map((w) => w.id)).toEqual(mm.windows.map((w) => w.id))
    const dates = slots.dates.map((d) => d.date)
    expect(dates).not.toContain('2026-12-02')
    expect(dates.at(-1)).toBe('2026-12-11')
  })

  it('a zone delivering from the next day, Monday to Saturday, offers no today and no Sunday', async () => {
    const slots = (await (await slotsOf(gma.id)).json()) as DeliverySlots
    const dates = slots.dates.map((d) => d.date)
    expect(dates[0]).toBe('2026-11-28')
    expect(dates).not.toContain('2026-11-29')
  })

  it('refuses a malformed zone id and a zone that does not exist with 422 on zoneId', async () => {
    for (const zoneId of ['abc', '0', '-1', '1.5', '99999999999', '']) {
      const res = await slotsOf(zoneId)
      expect(res.status, zoneId).toBe(422)
      expect((await res.json()).error.fields.zoneId).toBe('Choose a delivery zone')
    }
    const missing = await slotsOf(999_999)
    expect(missing.status).toBe(422)
    expect((await missing.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { zoneId: 'Choose a delivery zone' },
    })
  })
})

describe('POST /api/orders with a chosen date and window', () => {
  it('books the window: the order carries and stores its delivery, the counter counts it', async () => {
    const order = await placed(
      checkout(mm.id, { deliveryDate: '2026-11-28', deliveryWindowId: morning().id }),
    )
    expect(order.delivery).toEqual({
      date: '2026-11-28',
      windowId: morning().id,
      startsMinute: 540,
      endsMinute: 720,
    })
    expect(await storedDelivery(t, order.orderId)).toEqual({
      zoneId: mm.id,
      deliveryDate: '2026-11-28',
      deliveryWindowId: morning().id,
      deliveryStartsMinute: 540,
      deliveryEndsMinute: 720,
      deliveryHeld: true,
    })
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(1)
    const lookup = await t.request(`/api/orders/by-token/${order.accessToken}`)
    expect(((await lookup.json()) as PublicOrder).delivery).toEqual(order.delivery)
  })

  it("books the horizon's last day; the day after is refused", async () => {
    await placed(checkout(mm.id, { deliveryDate: '2026-12-11', deliveryWindowId: morning().id }))
    const after = await placeFrom(
      checkout(mm.id, { deliveryDate: '2026-12-12', deliveryWindowId: morning().id }),
    )
    expect(after.status).toBe(422)
    expect((await after.json()).error.fields).toEqual({
      deliveryDate: deliveryMessages.beyondHorizon,
    })
  })

  it('same-day at 1:59 PM is booked; at 2:00 PM the cutoff has passed (409)', async () => {
    t.setNow(new Date('2026-11-27T05:59:00Z'))
    await placed(checkout(mm.id, { deliveryDate: '2026-11-27', deliveryWindowId: evening().id }))
    t.setNow(new Date('2026-11-27T06:00:00Z'))
    const before = await writes(t)
    const res = await placeFrom(
      checkout(mm.id, { deliveryDate: '2026-11-27', deliveryWindowId: evening().id }),
    )
    expect(res.status).toBe(409)
    expect((await res.json()).error).toEqual({
      code: 'conflict',
      message: deliveryMessages.cutoffPassed,
      fields: { deliveryDate: deliveryMessages.cutoffPassed },
    })
    expect(await writes(t)).toEqual(before)
    expect(await bookedIn(t, evening().id, '2026-11-27')).toBe(1)
  })

  it('a full window is refused with 409 and the message, writing nothing', async () => {
    await setCapacity(t, morning().id, 1)
    const choice = { deliveryDate: '2026-11-28', deliveryWindowId: morning().id }
    await placed(checkout(mm.id, choice))
    const before = await writes(t)
    const res = await placeFrom(checkout(mm.id, choice))
    expect(res.status).toBe(409)
    expect((await res.json()).error).toEqual({
      code: 'conflict',
      message: deliveryMessages.full,
      fields: { deliveryWindowId: deliveryMessages.full },
    })
    expect(await writes(t)).toEqual(before)
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(1)
  })

  it.each([
    // 10:00 AM: the 9–12 window has begun.
    ['a window already begun today', '2026-11-27T02:00:00Z', 'morning'],
    // 11:01 AM: 1 PM is 119 minutes away, under the 2 hours of preparation.
    ['a window within the preparation time', '2026-11-27T03:01:00Z', 'afternoon'],
  ])('%s is refused with 409 on the window', async (_, now, which) => {
    t.setNow(new Date(now))
    const window = which === 'morning' ? morning() : afternoon()
    const before = await writes(t)
    const res = await placeFrom(
      checkout(mm.id, { deliveryDate: '2026-11-27', deliveryWindowId: window.id }),
    )
    expect(res.status).toBe(409)
    expect((await res.json()).error).toEqual({
      code: 'conflict',
      message: deliveryMessages.windowPassed,
      fields: { deliveryWindowId: deliveryMessages.windowPassed },
    })
    expect(await writes(t)).toEqual(before)
  })

  it('11:00 AM is exactly the preparation time before 1 PM: booked', async () => {
    t.setNow(new Date('2026-11-27T03:00:00Z'))
    await placed(checkout(mm.id, { deliveryDate: '2026-11-27', deliveryWindowId: afternoon().id }))
  })

  const refusals: [string, () => Record<string, unknown>, () => number, Record<string, string>][] =
    [
      [
        'a date in the past',
        () => ({ deliveryDate: '2026-11-26', deliveryWindowId: morning().id }),
        () => mm.id,
        { deliveryDate: deliveryMessages.past },
      ],
      [
        'a closed date',
        () => ({ deliveryDate: '2026-12-02', deliveryWindowId: morning().id }),
        () => mm.id,
        { deliveryDate: deliveryMessages.closed },
      ],
      [
        'a date beyond the horizon',
        () => ({ deliveryDate: '2027-01-15', deliveryWindowId: morning().id }),
        () => mm.id,
        { deliveryDate: deliveryMessages.beyondHorizon },
      ],
      [
        'a Sunday in a zone that does not deliver on Sundays',
        () => ({ deliveryDate: '2026-11-29', deliveryWindowId: gma.windows[0]!.id }),
        () => gma.id,
        { deliveryDate: deliveryMessages.notDeliveryDay },
      ],
      [
        'today in a zone without same-day delivery',
        () => ({ deliveryDate: '2026-11-27', deliveryWindowId: gma.windows[1]!.id }),
        () => gma.id,
        { deliveryDate: deliveryMessages.sameDayUnavailable },
      ],
      [
        'a window of another zone',
        () => ({ deliveryDate: '2026-11-28', deliveryWindowId: gma.windows[0]!.id }),
        () => mm.id,
        { deliveryWindowId: deliveryMessages.unknownWindow },
      ],
      [
        'a window that does not exist',
        () => ({ deliveryDate: '2026-11-28', deliveryWindowId: 999_999 }),
        () => mm.id,
        { deliveryWindowId: deliveryMessages.unknownWindow },
      ],
      [
        'a malformed date',
        () => ({ deliveryDate: '28/11/2026', deliveryWindowId: morning().id }),
        () => mm.id,
        { deliveryDate: deliveryMessages.chooseDate },
      ],
      [
        'a date that is not in the calendar',
        () => ({ deliveryDate: '2026-02-30', deliveryWindowId: morning().id }),
        () => mm.id,
        { deliveryDate: deliveryMessages.chooseDate },
      ],
      [
        'a malformed window id',
        () => ({ deliveryDate: '2026-11-28', deliveryWindowId: 'morning' }),
        () => mm.id,
        { deliveryWindowId: deliveryMessages.chooseWindow },
      ],
      [
        'a window id that is not a whole number',
        () => ({ deliveryDate: '2026-11-28', deliveryWindowId: 1.5 }),
        () => mm.id,
        { deliveryWindowId: deliveryMessages.chooseWindow },
      ],
      [
        'a date without a window',
        () => ({ deliveryDate: '2026-11-28' }),
        () => mm.id,
        { deliveryWindowId: deliveryMessages.chooseWindow },
      ],
      [
        'a window without a date',
        () => ({ deliveryWindowId: morning().id }),
        () => mm.id,
        { deliveryDate: deliveryMessages.chooseDate },
      ],
    ]
  it.each(refusals)(
    '%s is refused with 422 naming the field, writing nothing',
    async (_, delivery, zoneId, fields) => {
      await addClosedDate(t, '2026-12-02')
      const before = await writes(t)
      const res = await placeFrom(checkout(zoneId(), delivery()))
      expect(res.status).toBe(422)
      const { error } = await res.json()
      expect(error.code).toBe('validation_failed')
      expect(error.fields).toEqual(fields)
      expect(await writes(t)).toEqual(before)
    },
  )
})

describe('POST /api/orders without a date and window (API clients)', () => {
  it('books the earliest open window', async () => {
    const order = await placed(checkout(mm.id))
    expect(order.delivery).toEqual({
      date: '2026-11-27',
      windowId: afternoon().id,
      startsMinute: 780,
      endsMinute: 1020,
    })
    expect((await storedDelivery(t, order.orderId)).deliveryHeld).toBe(true)
    expect(await bookedIn(t, afternoon().id, '2026-11-27')).toBe(1)
  })

  it('moves on to the next window when the earliest is full', async () => {
    await setCapacity(t, afternoon().id, 0)
    await setCapacity(t, evening().id, 1)
    const first = await placed(checkout(mm.id))
    expect(first.delivery).toMatchObject({ date: '2026-11-27', windowId: evening().id })
    const second = await placed(checkout(mm.id))
    expect(second.delivery).toMatchObject({ date: '2026-11-28', windowId: morning().id })
  })

  it('concurrent shoppers fill the earliest window and spill into the next, never over', async () => {
    await setCapacity(t, afternoon().id, 3)
    await setCapacity(t, evening().id, 2)
    const responses = await Promise.all(Array.from({ length: 8 }, () => placeFrom(checkout(mm.id))))
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201))
    expect(await bookedIn(t, afternoon().id, '2026-11-27')).toBe(3)
    expect(await bookedIn(t, evening().id, '2026-11-27')).toBe(2)
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(3)
  })

  it('the last open window lost to another shopper: 409 on the city (its zone), not on a window never chosen', async () => {
    // One open place in the whole horizon: tomorrow's afternoon.
    await t.db.update(shippingZones).set({ bookingDays: 1 }).where(eq(shippingZones.id, gma.id))
    try {
      await setCapacity(t, gma.windows[0]!.id, 0)
      await setCapacity(t, gma.windows[1]!.id, 1)
      const responses = await Promise.all([
        placeFrom(checkout(gma.id)),
        placeFrom(checkout(gma.id)),
      ])
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409])
      const refused = responses.find((r) => r.status === 409)!
      expect((await refused.json()).error.fields).toEqual({ cityCode: deliveryMessages.noneLeft })
      expect(await bookedIn(t, gma.windows[1]!.id, '2026-11-28')).toBe(1)
    } finally {
      await t.db.update(shippingZones).set({ bookingDays: 14 }).where(eq(shippingZones.id, gma.id))
    }
  })

  it('refuses with 409 on the city (its zone) when no window is left', async () => {
    for (const w of gma.windows) await setCapacity(t, w.id, 0)
    const before = await writes(t)
    const res = await placeFrom(checkout(gma.id))
    expect(res.status).toBe(409)
    expect((await res.json()).error).toEqual({
      code: 'conflict',
      message: deliveryMessages.noneLeft,
      fields: { cityCode: deliveryMessages.noneLeft },
    })
    expect(await writes(t)).toEqual(before)
  })
})

describe('an idempotent replay', () => {
  it('returns the same order and books once, also when ten arrive together', async () => {
    const body = checkout(mm.id, { deliveryDate: '2026-11-28', deliveryWindowId: evening().id })
    const first = await placed(body)
    const again = await placeFrom(body)
    expect(again.status).toBe(200)
    expect((await again.json()).orderId).toBe(first.orderId)
    expect(await bookedIn(t, evening().id, '2026-11-28')).toBe(1)

    const burst = checkout(mm.id, { deliveryDate: '2026-11-28', deliveryWindowId: morning().id })
    const responses = await Promise.all(Array.from({ length: 10 }, () => place(t, burst)))
    expect(responses.map((r) => r.status).sort()).toEqual([...Array(9).fill(200), 201])
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(1)
  })
})

describe('cancelling and re-opening', () => {
  const choice = () => ({ deliveryDate: '2026-11-28', deliveryWindowId: morning().id })

  it('a cancel frees the place; a re-open takes it again', async () => {
    const order = await placed(checkout(mm.id, choice()))
    expect((await setStatus(order.orderId, 'cancelled')).status).toBe(200)
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(0)
    expect((await storedDelivery(t, order.orderId)).deliveryHeld).toBe(false)
    // A second cancel-like change (cancelled → cancelled) is a no-op: nothing freed twice.
    expect((await setStatus(order.orderId, 'cancelled')).status).toBe(200)
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(0)

    expect((await setStatus(order.orderId, 'processing')).status).toBe(200)
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(1)
    expect((await storedDelivery(t, order.orderId)).deliveryHeld).toBe(true)
    // Moving between open statuses keeps the one place.
    expect((await setStatus(order.orderId, 'shipped')).status).toBe(200)
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(1)
  })

  it('re-opening into a window that filled up meanwhile is refused, writing nothing', async () => {
    await setCapacity(t, morning().id, 1)
    const order = await placed(checkout(mm.id, choice()))
    await setStatus(order.orderId, 'cancelled')
    const stock = await stockOf(t, beefId)
    await placed(checkout(mm.id, choice()))
    const stockAfterOther = await stockOf(t, beefId)
    expect(stockAfterOther).toBe(stock - 1_000)

    const res = await setStatus(order.orderId, 'pending')
    expect(res.status).toBe(409)
    expect((await res.json()).error).toMatchObject({
      code: 'conflict',
      message: 'The delivery time of this order is full. Move the order to another time first.',
    })
    const detail = (await (
      await t.request(`/api/admin/orders/${order.orderId}`, { cookie: admin })
    ).json()) as AdminOrder
    expect(detail.status).toBe('cancelled')
    expect(detail.timeline.at(-1)?.status).toBe('cancelled')
    expect(await stockOf(t, beefId)).toBe(stockAfterOther)
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(1)
    expect((await storedDelivery(t, order.orderId)).deliveryHeld).toBe(false)
  })

  it('cancelling pending orders in bulk frees their places', async () => {
    const a = await placed(checkout(mm.id, choice()))
    const b = await placed(checkout(mm.id, choice()))
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(2)
    const res = await t.request('/api/admin/orders/cancel-pending', {
      method: 'POST',
      json: { orderIds: [a.orderId, b.orderId] },
      cookie: admin,
    })
    expect(res.status).toBe(200)
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(0)
  })

  it('re-opens without a counter when the date has passed or the window was removed', async () => {
    const past = await placed(checkout(mm.id, choice()))
    const removed = await placed(checkout(mm.id, choice()))
    await setStatus(past.orderId, 'cancelled')
    await setStatus(removed.orderId, 'cancelled')
    await setCapacity(t, morning().id, 0)
    await t.db
      .update(orders)
      .set({ deliveryWindowId: null })
      .where(eq(orders.orderId, removed.orderId))

    t.setNow(new Date('2026-11-29T02:00:00Z'))
    admin = (await t.signIn('admin')).cookie
    expect((await setStatus(past.orderId, 'completed')).status).toBe(200)
    expect((await setStatus(removed.orderId, 'pending')).status).toBe(200)
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(0)
    for (const id of [past.orderId, removed.orderId])
      expect((await storedDelivery(t, id)).deliveryHeld).toBe(true)
  })

  it('leaves orders placed before delivery dates without a delivery', async () => {
    const order = await placed(checkout(mm.id, choice()))
    await clearBookings(t)
    await t.db
      .update(orders)
      .set({
        zoneId: null,
        deliveryDate: null,
        deliveryWindowId: null,
        deliveryStartsMinute: null,
        deliveryEndsMinute: null,
        deliveryHeld: false,
      })
      .where(eq(orders.orderId, order.orderId))
    expect((await setStatus(order.orderId, 'cancelled')).status).toBe(200)
    expect((await setStatus(order.orderId, 'pending')).status).toBe(200)
    expect(await storedDelivery(t, order.orderId)).toMatchObject({
      deliveryDate: null,
      deliveryHeld: false,
    })
    expect(await bookedIn(t, morning().id, '2026-11-28')).toBe(0)
  })
})

describe('the order emails', () => {
  it("the shopper's confirmation and the staff's copy say when it arrives", async () => {
    const order = await placed(
      checkout(mm.id, { deliveryDate: '2026-11-28', deliveryWindowId: morning().id }),
    )
    const when = deliveryText({ date: '2026-11-28', startsMinute: 540, endsMinute: 720 })
    expect(when).toBe('Sat, Nov 28, 9:00 AM – 12:00 PM')
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.kind, ['order_confirmation', 'order_placed']))
      .orderBy(desc(emailOutbox.id))
      .limit(2)
    expect(emails.map((e) => e.kind).sort()).toEqual(['order_confirmation', 'order_placed'])
    for (const email of emails) {
      expect(email.subject).toContain(order.orderId)
      expect(email.textBody).toMatch(/^Delivery: +Sat, Nov 28, 9:00 AM – 12:00 PM$/m)
      expect(email.htmlBody).toContain('>Delivery</th>')
      expect(email.htmlBody).toContain(when)
    }
  })
})

describe('a window removed after booking', () => {
  it('keeps the order as promised (its times were copied)', async () => {
    const [spare] = await t.db
      .insert(deliveryWindows)
      .values({ zoneId: mm.id, startsMinute: 1200, endsMinute: 1260, capacity: 5 })
      .returning()
    const order = await placed(
      checkout(mm.id, { deliveryDate: '2026-11-28', deliveryWindowId: spare!.id }),
    )
    await t.db.delete(deliveryWindows).where(eq(deliveryWindows.id, spare!.id))
    const detail = (await (
      await t.request(`/api/admin/orders/${order.orderId}`, { cookie: admin })
    ).json()) as AdminOrder
    expect(detail.delivery).toEqual({
      date: '2026-11-28',
      windowId: null,
      startsMinute: 1200,
      endsMinute: 1260,
    })
  })
})
