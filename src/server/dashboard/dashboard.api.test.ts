import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { subscribers } from '#server/db/schema/shop.ts'
import { dashboardApiPaths } from '#shared/api-paths/dashboard.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { DAY_MS } from '#shared/durations.ts'
import { addDaysToIsoDate, manilaIsoDate } from '#shared/manila-time.ts'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import { addProduct } from '#tests/support/fixtures/catalog-fixtures.ts'
import { firstZone, kg, orderBody, placeOk } from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let editor: string
let zoneId: number
let orderBeef: number
/** The dashboard's clock for the whole file; orders are placed at chosen times around it. */
const now = new Date()
const today = manilaIsoDate(now)
/** An instant given as a Manila calendar day (days from today) and a time there. */
const manila = (daysFromToday: number, time: string) =>
  new Date(`${addDaysToIsoDate(today, daysFromToday)}T${time}+08:00`)
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)

beforeAll(async () => {
  t = await createTestApp()
  editor = (await t.signIn('editor')).cookie
  zoneId = (await firstZone(t)).id
  // The 4 seeded products were added minutes ago; these land in either period.
  const old = { createdAt: daysAgo(40) }
  await addProduct(t, { name: 'Old Low A', stockGrams: 4_999, ...old })
  await addProduct(t, { name: 'Old Low B', stockGrams: 1_000, ...old })
  orderBeef = (await addProduct(t, { name: 'Order Beef', stockGrams: 1_000_000, ...old })).id
  const recent = { createdAt: daysAgo(1) }
  await addProduct(t, { name: 'New Out', stockGrams: 0, ...recent })
  await addProduct(t, { name: 'New Five Kilos', stockGrams: 5_000, ...recent })
  await addProduct(t, { name: 'New Tiny', stockGrams: 1, ...recent })
  await addProduct(t, { name: 'Fresh Draft', visibility: 'draft', createdAt: now })
  t.setNow(now)
})
afterAll(() => t.close())

async function dashboard(cookie = editor): Promise<DashboardSummary> {
  t.setNow(now)
  const res = await t.request(dashboardApiPaths.summary, { cookie })
  expect(res.status).toBe(200)
  return res.json()
}

async function orderAt(at: Date, kilos: number): Promise<PublicOrder> {
  t.setNow(at)
  return placeOk(t, orderBody(zoneId, [kg(orderBeef, kilos)]))
}

const sum = (list: readonly PublicOrder[]) => list.reduce((s, o) => s + o.totalCentavos, 0)

describe('access', () => {
  it('is for editors and admins only', async () => {
    expect((await t.request(dashboardApiPaths.summary)).status).toBe(401)
    await dashboard((await t.signIn('admin')).cookie)
  })
})

describe('before any order', () => {
  it('counts products, stock alerts and compares products added', async () => {
    const d = await dashboard()
    // 11 products: 4 seeded + 4 added recently (8) against 3 added 31–60 days ago.
    expect(d.stats.products).toEqual({ value: 11, changePercent: 167 })
    expect(d.outOfStockCount).toBe(2)
    expect(d.lowStock).toEqual([
      expect.objectContaining({ name: 'New Tiny', stockGrams: 1 }),
      expect.objectContaining({ name: 'Old Low B', stockGrams: 1_000 }),
      expect.objectContaining({ name: 'Old Low A', stockGrams: 4_999 }),
    ])
    expect(d.recentProducts.map((p) => p.name)).toEqual([
      'Fresh Draft',
      'Tiger Prawns',
      'Free-Range Whole Chicken',
      'Pork Belly (Liempo)',
      'Premium Ribeye Steak',
    ])
    expect(d.recentProducts[0]).toMatchObject({ visibility: 'draft', createdAt: now.toISOString() })
  })

  it('shows no orders, no revenue and no percentages without an earlier period', async () => {
    const d = await dashboard()
    expect(d.stats.orders).toEqual({ value: 0, changePercent: null })
    expect(d.stats.revenueCentavos).toEqual({ value: 0, changePercent: null })
    expect(d.stats.estimatedRevenueCentavos).toBe(0)
    expect(d.stats.paidCentavos).toEqual({ value: 0, changePercent: null })
    expect(d.stats.awaitingCentavos).toEqual({ value: 0, changePercent: null })
    expect(d.stats.subscribers).toEqual({ value: 0, changePercent: null })
    expect(d.pendingOrders).toBe(0)
    expect(d.sales).toHaveLength(30)
    expect(d.sales[0]).toEqual({
      date: addDaysToIsoDate(today, -29),
      orders: 0,
      revenueCentavos: 0,
      estimatedRevenueCentavos: 0,
      paidCentavos: 0,
      awaitingCentavos: 0,
    })
    expect(d.sales[29]).toEqual({
      date: today,
      orders: 0,
      revenueCentavos: 0,
      estimatedRevenueCentavos: 0,
      paidCentavos: 0,
      awaitingCentavos: 0,
    })
  })
})

describe('orders over the two periods', () => {
  const recent: PublicOrder[] = []
  const earlier: PublicOrder[] = []

  it('groups recent orders by Manila day; no percentage without earlier orders', async () => {
    const lateNight = await orderAt(manila(-3, '23:30:00'), 1)
    const justAfterMidnight = await orderAt(manila(-2, '00:30:00'), 2)
    const firstChartDay = await orderAt(manila(-29, '00:00:10'), 1)
    const todays = await orderAt(manila(0, '00:00:30'), 3)
    recent.push(lateNight, justAfterMidnight, firstChartDay, todays)
    const cancelled = await orderAt(manila(-5, '12:00:00'), 4)
    t.setNow(now)
    const res = await t.request(`/api/admin/orders/${cancelled.orderId}/status`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
      cookie: editor,
    })
    expect(res.status).toBe(200)

    const d = await dashboard()
    expect(d.stats.orders).toEqual({ value: 4, changePercent: null })
    expect(d.stats.revenueCentavos).toEqual({ value: sum(recent), changePercent: null })
    // Nothing weighed: the estimate is the revenue.
    expect(d.stats.estimatedRevenueCentavos).toBe(sum(recent))
    // All cash on delivery and none delivered: nothing paid yet.
    expect(d.stats.paidCentavos).toEqual({ value: 0, changePercent: null })
    expect(d.stats.awaitingCentavos).toEqual({ value: sum(recent), changePercent: null })
    const day = (offset: number) => d.sales.find((s) => s.date === addDaysToIsoDate(today, offset))
    expect(day(-3)).toEqual({
      date: addDaysToIsoDate(today, -3),
      orders: 1,
      revenueCentavos: lateNight.totalCentavos,
      estimatedRevenueCentavos: lateNight.totalCentavos,
      // Cash on delivery, not yet delivered: awaiting payment.
      paidCentavos: 0,
      awaitingCentavos: lateNight.totalCentavos,
    })
    expect(day(-2)?.revenueCentavos).toBe(justAfterMidnight.totalCentavos)
    expect(day(-29)?.orders).toBe(1)
    expect(day(0)?.revenueCentavos).toBe(todays.totalCentavos)
    expect(day(-5)).toMatchObject({ orders: 0, revenueCentavos: 0 })
    expect(d.sales.reduce((s, e) => s + e.orders, 0)).toBe(4)
    expect(d.pendingOrders).toBe(4)
  })

  it('compares with the 30 days before, ignoring older orders', async () => {
    earlier.push(await orderAt(manila(-30, '23:59:00'), 2))
    earlier.push(await orderAt(manila(-59, '00:00:30'), 5))
    await orderAt(manila(-60, '23:59:00'), 7)
    const d = await dashboard()
    expect(d.stats.orders).toEqual({ value: 4, changePercent: 100 })
    const [r, e] = [sum(recent), sum(earlier)]
    expect(d.stats.revenueCentavos).toEqual({
      value: r,
      changePercent: Math.round(((r - e) / e) * 100),
    })
    expect(d.stats.revenueCentavos.changePercent).not.toBeNull()
    expect(d.sales.map((s) => s.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => addDaysToIsoDate(today, i - 29)),
    )
    expect(d.pendingOrders).toBe(7)
  })
})

describe('subscribers', () => {
  it('counts active subscribers and compares new subscriptions', async () => {
    const at = (email: string, createdAt: Date, status = 'Active') => ({
      email,
      source: 'Footer',
      status,
      createdAt,
    })
    await t.db
      .insert(subscribers)
      .values([
        at('a@example.com', daysAgo(1)),
        at('b@example.com', daysAgo(10)),
        at('c@example.com', daysAgo(20), 'Unsubscribed'),
        at('d@example.com', daysAgo(45)),
        at('e@example.com', daysAgo(50)),
        at('f@example.com', daysAgo(70)),
      ])
    const d = await dashboard()
    expect(d.stats.subscribers).toEqual({ value: 5, changePercent: 50 })
  })
})

describe('final amounts', () => {
  it('counts revenue at the packed weights, with the checkout estimate beside it', async () => {
    const before = await dashboard()
    const ribeye = await addProduct(t, {
      name: 'Dashboard Ribeye',
      priceCentavos: 85_000,
      stockGrams: 100_000,
      pricedByPackedWeight: true,
    })
    t.setNow(manila(0, '00:01:00'))
    const order = await placeOk(t, orderBody(zoneId, [kg(ribeye.id)]))
    t.setNow(now)
    const res = await t.request(
      adminOrdersApiPaths.packedWeight(order.orderId, order.items[0]!.id),
      {
        method: 'PUT',
        json: { packedGrams: 1_070, packingVersion: 0 },
        cookie: editor,
      },
    )
    expect(res.status).toBe(200)
    const packed: AdminOrder = await res.json()
    expect(packed.totalCentavos).toBe(order.totalCentavos + 5_950)

    const d = await dashboard()
    expect(d.stats.revenueCentavos.value).toBe(
      before.stats.revenueCentavos.value + packed.totalCentavos,
    )
    expect(d.stats.estimatedRevenueCentavos).toBe(
      before.stats.estimatedRevenueCentavos + order.totalCentavos,
    )
    const todayBefore = before.sales.at(-1)!
    expect(d.sales.at(-1)).toEqual({
      date: today,
      orders: todayBefore.orders + 1,
      revenueCentavos: todayBefore.revenueCentavos + packed.totalCentavos,
      estimatedRevenueCentavos: todayBefore.estimatedRevenueCentavos + order.totalCentavos,
      paidCentavos: todayBefore.paidCentavos,
      awaitingCentavos: todayBefore.awaitingCentavos + packed.totalCentavos,
    })
  })
})

describe('paid and awaiting payment (issue 28 §6)', () => {
  const setOrder = (orderId: string, values: Partial<typeof orders.$inferInsert>) =>
    t.db.update(orders).set(values).where(eq(orders.orderId, orderId))

  it('counts a GCash order without a payment as awaiting, never as paid', async () => {
    const before = await dashboard()
    t.setNow(manila(0, '00:02:00'))
    const gcash = await placeOk(t, orderBody(zoneId, [kg(orderBeef)], { paymentMethod: 'gcash' }))
    const d = await dashboard()
    expect(d.stats.orders.value).toBe(before.stats.orders.value + 1)
    expect(d.stats.paidCentavos.value).toBe(before.stats.paidCentavos.value)
    expect(d.stats.awaitingCentavos.value).toBe(
      before.stats.awaitingCentavos.value + gcash.totalCentavos,
    )

    // A proof sent but not verified, or rejected, is still no money.
    for (const paymentState of ['submitted', 'rejected'] as const) {
      await setOrder(gcash.orderId, { paymentState })
      expect((await dashboard()).stats.paidCentavos.value).toBe(before.stats.paidCentavos.value)
    }
    // Even marked processing by hand, an unverified GCash order is not paid.
    await setOrder(gcash.orderId, { status: 'processing', paymentState: 'awaiting' })
    expect((await dashboard()).stats.paidCentavos.value).toBe(before.stats.paidCentavos.value)
  })

  it('counts a verified GCash payment at the amount received, and the balance still open as awaiting', async () => {
    t.setNow(manila(0, '00:03:00'))
    const gcash = await placeOk(t, orderBody(zoneId, [kg(orderBeef)], { paymentMethod: 'gcash' }))
    const before = await dashboard()
    const short = 10_000
    await setOrder(gcash.orderId, {
      status: 'paid',
      paymentState: 'verified',
      paidCentavos: gcash.totalCentavos - short,
    })
    const d = await dashboard()
    expect(d.stats.paidCentavos.value).toBe(
      before.stats.paidCentavos.value + gcash.totalCentavos - short,
    )
    expect(d.stats.awaitingCentavos.value).toBe(
      before.stats.awaitingCentavos.value - gcash.totalCentavos + short,
    )
  })

  it('counts a cash-on-delivery order as paid once delivered, and a cancelled one in neither', async () => {
    t.setNow(manila(0, '00:04:00'))
    const cod = await placeOk(t, orderBody(zoneId, [kg(orderBeef)]))
    const before = await dashboard()
    await setOrder(cod.orderId, { status: 'completed' })
    const delivered = await dashboard()
    expect(delivered.stats.paidCentavos.value).toBe(
      before.stats.paidCentavos.value + cod.totalCentavos,
    )
    expect(delivered.stats.awaitingCentavos.value).toBe(
      before.stats.awaitingCentavos.value - cod.totalCentavos,
    )
    await setOrder(cod.orderId, { status: 'cancelled' })
    const cancelled = await dashboard()
    expect(cancelled.stats.paidCentavos.value).toBe(before.stats.paidCentavos.value)
    expect(cancelled.stats.awaitingCentavos.value).toBe(
      before.stats.awaitingCentavos.value - cod.totalCentavos,
    )
  })
})
