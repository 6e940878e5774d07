import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { deliveryBookings, deliveryWindows } from '#server/db/schema/delivery.ts'
import { orders } from '#server/db/schema/orders.ts'
import { deliverySlotsFor } from '#server/delivery/delivery-booking-repo.ts'
import { hashPassword } from '#server/staff/password.ts'
import { insertStaff } from '#server/staff/staff-repo.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { deliveryMessages } from '#shared/delivery-schedule.ts'
import { addDaysToIsoDate } from '#shared/manila-time.ts'
import { withServerDatabase } from '#tests/support/processes/server-process.ts'
import { type AcknowledgedOrder, auditOrders } from './order-audit.ts'
import { shopOnTwoServers } from './prepared-shop.ts'
import { behindProxy, checkoutBody, placeOrder, send, signInStaff } from './shop-client.ts'

/**
 * Issue 16: a delivery window never takes more orders than its capacity, across
 * processes. 50 shoppers check out at once for one window with 5 places, through two
 * server processes on one PostgreSQL database (as behind a load balancer): the day's
 * booking counter, raised only below capacity and locked until each order commits,
 * must serialise them across processes. PostgreSQL only (two processes cannot share
 * the embedded database): without TEST_DATABASE_URL this fails saying so.
 */
const SHOPPERS = 50
const CAPACITY = 5
const GRAMS_EACH = 500
/** Stock is never the limit here: every refusal must be the window's. */
const STOCK_GRAMS = 1_000_000
const ADMIN = { email: 'delivery-capacity-admin@example.com', password: 'delivery-admin-password' }

let admin: string
/** The window and date every shopper aims at. */
let place: { windowId: number; date: string }

// Both start together on the database the first start migrated and seeded, once the
// window's capacity is set. Each shopper comes from an address of its own (50
// shoppers, not one flooding address).
const shop = shopOnTwoServers({
  name: 'meatshop-delivery-capacity',
  productPrefix: 'Delivery',
  stockGrams: STOCK_GRAMS,
  env: () => behindProxy,
  prepare: async () => {
    await withServerDatabase(shop.data, async ({ db }) => {
      // The processes run on the real clock, so the date is chosen on it too: an open
      // date at least two days ahead, where neither the same-day cutoff nor a midnight
      // passing during the test can refuse an order.
      const slots = (await deliverySlotsFor(db, shop.zoneId, new Date()))!
      const day = slots.dates.find((d) => d.date >= addDaysToIsoDate(slots.today, 2))!
      place = { windowId: day.windows[0]!.id, date: day.date }
      await db
        .update(deliveryWindows)
        .set({ capacity: CAPACITY })
        .where(eq(deliveryWindows.id, place.windowId))
      await insertStaff(db, {
        name: 'Delivery Capacity Admin',
        email: ADMIN.email,
        role: 'admin',
        passwordHash: await hashPassword(ADMIN.password),
        now: new Date(),
      })
    })
  },
})
beforeAll(async () => {
  admin = await signInStaff(shop.servers[0]!.base, ADMIN.email, ADMIN.password)
})

/** The nth shopper's checkout of half a kilo for the window, through one process or the other. */
function checkout(n: number, tag: string) {
  const { servers, zoneId, productId } = shop
  const line = { kind: 'product' as const, productId, unit: '500g' as const, quantity: 1 }
  const body = {
    ...checkoutBody(zoneId, [line], tag),
    deliveryDate: place.date,
    deliveryWindowId: place.windowId,
  }
  return placeOrder(servers[n % 2]!.base, body)
}

/** Orders stored for the window and date, and its booked counter. */
async function windowInDatabase() {
  return withServerDatabase(shop.data, async ({ db }) => {
    const stored = await db
      .select({ orderId: orders.orderId, held: orders.deliveryHeld })
      .from(orders)
      .where(and(eq(orders.deliveryWindowId, place.windowId), eq(orders.deliveryDate, place.date)))
    const [counter] = await db
      .select({ booked: deliveryBookings.booked })
      .from(deliveryBookings)
      .where(
        and(
          eq(deliveryBookings.windowId, place.windowId),
          eq(deliveryBookings.deliveryDate, place.date),
        ),
      )
    return { stored, booked: counter?.booked }
  })
}

describe('50 concurrent checkouts for a window with 5 places, across two processes', () => {
  const acknowledged: AcknowledgedOrder[] = []

  it('take exactly 5 orders, refuse the rest with 409, and take no stock for them', async () => {
    const answers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, n) => checkout(n, `window${n}`)),
    )
    const statuses = new Map<number, number>()
    for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1)
    expect(Object.fromEntries(statuses)).toEqual({ 201: CAPACITY, 409: SHOPPERS - CAPACITY })
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toEqual({
        error: {
          code: 'conflict',
          message: deliveryMessages.full,
          fields: { deliveryWindowId: deliveryMessages.full },
        },
      })
    }
    // Both processes refused shoppers, and only 5 were taken in all: the places are
    // counted in the database, not per process (each would have taken 5 of its own).
    const refusedBy = new Set(answers.flatMap((a, n) => (a.status === 409 ? [n % 2] : [])))
    expect(refusedBy).toEqual(new Set([0, 1]))

    for (const a of answers.filter((a) => a.status === 201))
      acknowledged.push({ orderId: a.body.orderId!, productId: shop.productId, grams: GRAMS_EACH })
    const { stored, booked } = await windowInDatabase()
    expect(stored.map((o) => o.orderId).sort()).toEqual(acknowledged.map((a) => a.orderId).sort())
    expect(stored.every((o) => o.held)).toBe(true)
    expect(booked).toBe(CAPACITY)
    await withServerDatabase(shop.data, async ({ db }) => {
      // Every stored order whole, and stock moved by exactly them: none for a refusal.
      const taken = await auditOrders(db, acknowledged, new Map([[shop.productId, STOCK_GRAMS]]))
      expect(taken.get(shop.productId)).toBe(CAPACITY * GRAMS_EACH)
    })
  })

  it('a cancelled order frees its place for exactly one more shopper', async () => {
    const cancelled = acknowledged[0]!.orderId
    const cancel = await send(shop.servers[1]!.base, adminOrdersApiPaths.status(cancelled), {
      method: 'PATCH',
      body: { status: 'cancelled' },
      headers: { cookie: admin },
    })
    expect(cancel.status).toBe(200)
    expect((await windowInDatabase()).booked).toBe(CAPACITY - 1)

    // Two shoppers race for the freed place, one through each process.
    const answers = await Promise.all([checkout(0, 'freed0'), checkout(1, 'freed1')])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])

    const { stored, booked } = await windowInDatabase()
    expect(booked).toBe(CAPACITY)
    const holding = stored.filter((o) => o.held).map((o) => o.orderId)
    expect(holding).toHaveLength(CAPACITY)
    expect(holding).not.toContain(cancelled)
    expect(holding).toContain(answers.find((a) => a.status === 201)!.body.orderId)
  })
})
