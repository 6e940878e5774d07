import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderAccessTokens, orders } from '#server/db/schema/orders.ts'
import { adminDeliveriesApiPaths } from '#shared/api-paths/delivery.ts'
import { dispatchMessages, dispatchText } from '#shared/payment-standing.ts'
import type { DeliveryDay, DeliverySlips } from '#shared/schemas/delivery.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { zoneWithWindows } from '#tests/support/fixtures/delivery-booking-fixtures.ts'
import {
  addProduct,
  kg,
  orderBody,
  orderIdOpenedBy,
  placeOk,
} from '#tests/support/fixtures/order-fixtures.ts'
import {
  bookDelivery,
  STAFF_DELIVERY_NOW,
} from '#tests/support/fixtures/staff-delivery-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ORIGIN = 'https://shop.example'
const DAY = '2026-11-28'

let t: TestApp
let editor: string
let metro: Awaited<ReturnType<typeof zoneWithWindows>>
let productId: number
/** Morning: COD with a rider's address, GCash unpaid, GCash proof waiting; afternoon: GCash rejected, GCash verified, GCash verified short. */
let cod: PublicOrder
let unpaid: PublicOrder
let toVerify: PublicOrder
let rejected: PublicOrder
let paid: PublicOrder
let short: PublicOrder

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN })
  t.setNow(STAFF_DELIVERY_NOW)
  editor = (await t.signIn('editor')).cookie
  metro = await zoneWithWindows(t, 'Metro Manila')
  productId = (await addProduct(t, { name: 'Slip Sirloin', stockGrams: 100_000 })).id
  const booked = async (windowIndex: number, extra: Record<string, unknown>, grams = 1) => {
    const order = await placeOk(t, orderBody(metro.id, [kg(productId, grams)], extra))
    await bookDelivery(t, order.orderId, { windowId: metro.windows[windowIndex]!.id, date: DAY })
    return order
  }
  cod = await booked(0, { fullName: 'Cora Cash' }, 2)
  // The address fields arrive from checkout's PSGC address (issue 28 §10): set here directly.
  await setOrder(cod.orderId, {
    address: '7 Rizal Ave',
    province: 'Cavite',
    city: 'Bacoor',
    barangay: 'Molino III',
    postalCode: '4102',
    landmark: 'Across the 7-Eleven',
    deliveryInstructions: 'Leave with the guard',
  })
  unpaid = await booked(0, { fullName: 'Gina Unpaid', paymentMethod: 'gcash' })
  // As an order placed before the PSGC address: no province or barangay.
  await setOrder(unpaid.orderId, {
    province: null,
    barangay: null,
    psgcCityCode: null,
    psgcBarangayCode: null,
  })
  toVerify = await booked(0, { fullName: 'Vic Proof', paymentMethod: 'gcash' })
  await setOrder(toVerify.orderId, { paymentState: 'submitted' })
  rejected = await booked(1, { fullName: 'Rey Rejected', paymentMethod: 'gcash' })
  await setOrder(rejected.orderId, { paymentState: 'rejected' })
  paid = await booked(1, { fullName: 'Paz Paid', paymentMethod: 'gcash' })
  await setOrder(paid.orderId, {
    status: 'paid',
    paymentState: 'verified',
    paidCentavos: paid.totalCentavos,
  })
  short = await booked(1, { fullName: 'Sol Short', paymentMethod: 'gcash' })
  // Verified with ₱100.00 less received than was due.
  await setOrder(short.orderId, {
    status: 'paid',
    paymentState: 'verified',
    paidCentavos: short.totalCentavos - 10_000,
  })
})
afterAll(() => t.close())

function setOrder(orderId: string, values: Partial<typeof orders.$inferInsert>) {
  return t.db.update(orders).set(values).where(eq(orders.orderId, orderId))
}

async function slips(body: unknown, cookie = editor) {
  return t.request(adminDeliveriesApiPaths.slips, { method: 'POST', json: body, cookie })
}

async function slipsOk(body: unknown): Promise<DeliverySlips> {
  const res = await slips(body)
  expect(res.status).toBe(200)
  return res.json()
}

const tokensOf = async (orderId: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderAccessTokens)
      .where(and(eq(orderAccessTokens.orderId, orderId)))
  )[0]!.n

describe('the Deliveries screen: money and readiness (issue 28 §8)', () => {
  it('says for each order whether it is paid, cash to collect, or not to be dispatched', async () => {
    const res = await t.request(adminDeliveriesApiPaths.day(DAY), { cookie: editor })
    const day: DeliveryDay = await res.json()
    const rows = new Map(day.groups.flatMap((g) => g.orders).map((o) => [o.orderId, o]))
    const text = (o: PublicOrder) => {
      const row = rows.get(o.orderId)!
      return dispatchText(row)
    }
    expect(text(cod)).toBe(dispatchMessages.codCollect(cod.totalCentavos))
    expect(text(cod)).toMatch(/^COD: collect ₱[\d,]+\.\d{2}$/)
    expect(text(unpaid)).toBe('Awaiting payment — do not dispatch')
    expect(text(toVerify)).toBe('Proof to verify — do not dispatch')
    expect(text(rejected)).toBe('Proof rejected — do not dispatch')
    expect(text(paid)).toBe('Paid')
    expect(text(short)).toBe('Balance ₱100.00 unpaid — do not dispatch')
  })

  it('totals each window: orders, kilograms and the cash to collect', async () => {
    const day: DeliveryDay = await (
      await t.request(adminDeliveriesApiPaths.day(DAY), { cookie: editor })
    ).json()
    expect(day.groups.map((g) => g.totals)).toEqual([
      // 2 kg + 1 kg + 1 kg; only the cash-on-delivery order is collected at the door.
      { orders: 3, grams: 4_000, cashToCollectCentavos: cod.totalCentavos },
      { orders: 3, grams: 3_000, cashToCollectCentavos: 0 },
    ])
  })
})

describe('POST /api/admin/deliveries/slips (issue 28 §9)', () => {
  it('is for staff only, and refuses a bad date or window with 422', async () => {
    expect(
      (await t.request(adminDeliveriesApiPaths.slips, { method: 'POST', json: { date: DAY } }))
        .status,
    ).toBe(401)
    for (const [body, fields] of [
      [{}, { date: 'Choose a date' }],
      [{ date: '2026-02-30' }, { date: 'Choose a date' }],
      [{ date: DAY, window: 'morning' }, { window: 'Choose a delivery window' }],
      [{ date: DAY, window: '720-540' }, { window: 'Choose a delivery window' }],
      [{ date: DAY, window: '0-1441' }, { window: 'Choose a delivery window' }],
      [{ date: DAY, window: '9'.repeat(500) }, { window: 'Choose a delivery window' }],
    ] as const) {
      const res = await slips(body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect((await res.json()).error.fields).toEqual(fields)
    }
  })

  it("prints one slip per order of the day, with the rider's address, the money and a QR of a fresh status link", async () => {
    const before = await tokensOf(cod.orderId)
    const day = await slipsOk({ date: DAY })
    expect(day.window).toBeNull()
    expect(day.slips.map((s) => s.orderId)).toEqual([
      cod.orderId,
      unpaid.orderId,
      toVerify.orderId,
      rejected.orderId,
      paid.orderId,
      short.orderId,
    ])
    const slip = day.slips[0]!
    expect(slip).toMatchObject({
      customerName: 'Cora Cash',
      address: '7 Rizal Ave',
      barangay: 'Molino III',
      city: 'Bacoor',
      province: 'Cavite',
      landmark: 'Across the 7-Eleven',
      deliveryInstructions: 'Leave with the guard',
      readiness: 'cod',
      cashToCollectCentavos: cod.totalCentavos,
      zoneName: 'Metro Manila',
      startsMinute: metro.windows[0]!.startsMinute,
      items: [{ name: 'Slip Sirloin', quantity: 2, unit: 'kg', packedGrams: null }],
    })
    // The link is on the configured origin and opens the order; the QR is drawn from it.
    expect(slip.statusUrl).toMatch(/^https:\/\/shop\.example\/orders\/[A-Za-z0-9_-]{22}$/)
    expect(await orderIdOpenedBy(t, slip.statusUrl.slice(`${ORIGIN}/orders/`.length))).toBe(
      cod.orderId,
    )
    expect(slip.qr.size).toBeGreaterThanOrEqual(21)
    expect(slip.qr.path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/)
    expect(await tokensOf(cod.orderId)).toBe(before + 1)
    // An old order without barangay prints its address as written.
    expect(day.slips[1]).toMatchObject({
      barangay: null,
      landmark: null,
      deliveryInstructions: null,
    })
  })

  it('prints one window only, and never a link on the Host the request named', async () => {
    const afternoon = metro.windows[1]!
    const res = await t.request(adminDeliveriesApiPaths.slips, {
      method: 'POST',
      json: { date: DAY, window: `${afternoon.startsMinute}-${afternoon.endsMinute}` },
      cookie: editor,
      headers: { 'X-Forwarded-Host': 'evil.example' },
    })
    expect(res.status).toBe(200)
    const window: DeliverySlips = await res.json()
    expect(window.window).toEqual({
      startsMinute: afternoon.startsMinute,
      endsMinute: afternoon.endsMinute,
    })
    expect(window.slips.map((s) => s.orderId)).toEqual([
      rejected.orderId,
      paid.orderId,
      short.orderId,
    ])
    for (const s of window.slips) expect(s.statusUrl.startsWith(`${ORIGIN}/orders/`)).toBe(true)
    expect((await slipsOk({ date: '2026-12-15' })).slips).toEqual([])
  })
})
