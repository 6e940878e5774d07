/** A window never takes more orders than its capacity (issue 16): 50 shoppers racing for 5 places. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { CatalogCache } from '#server/catalog/catalog-cache.ts'
import { openDatabase } from '#server/db/client.ts'
import { orders } from '#server/db/schema/orders.ts'
import { deliveryMessages } from '#shared/delivery-schedule.ts'
import {
  bookedIn,
  clearBookings,
  FRIDAY_10AM,
  metroManila,
  setCapacity,
} from '#tests/support/fixtures/delivery-booking-fixtures.ts'
import {
  addProduct,
  kg,
  newClientAddress,
  orderBody,
  place,
} from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let zone: Awaited<ReturnType<typeof metroManila>>
beforeAll(async () => {
  t = await createTestApp()
  zone = await metroManila(t)
})
afterAll(() => t.close())
beforeEach(async () => {
  t.setNow(FRIDAY_10AM)
  await clearBookings(t)
})

/** 50 different shoppers (email, phone and address of their own) choosing one window. */
async function rush(
  windowId: number,
  send: (i: number, body: unknown) => Promise<Response>,
): Promise<{ statuses: number[]; messages: string[] }> {
  const beef = await addProduct(t, { name: `Rush Window Beef ${windowId}`, stockGrams: 100_000 })
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      send(
        i,
        orderBody(zone.id, [kg(beef.id)], {
          deliveryDate: '2026-11-28',
          deliveryWindowId: windowId,
        }),
      ),
    ),
  )
  const statuses = responses.map((r) => r.status)
  const messages = await Promise.all(
    responses
      .filter((r) => r.status === 409)
      .map(async (r) => ((await r.json()) as { error: { message: string } }).error.message),
  )
  return { statuses, messages }
}

async function ordersIn(windowId: number): Promise<number> {
  const rows = await t.db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(eq(orders.deliveryWindowId, windowId))
  return rows.length
}

describe('50 concurrent checkouts for a window with capacity 5', () => {
  it('place exactly 5 orders; the other 45 are told the time just filled up', async () => {
    const window = zone.windows[0]!
    await setCapacity(t, window.id, 5)
    const { statuses, messages } = await rush(window.id, (_, body) =>
      place(t, body, newClientAddress()),
    )
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(45)
    expect(new Set(messages)).toEqual(new Set([deliveryMessages.full]))
    expect(await bookedIn(t, window.id, '2026-11-28')).toBe(5)
    expect(await ordersIn(window.id)).toBe(5)
  })

  it('on PostgreSQL, two app processes sharing the database place exactly 5 between them', async () => {
    if (t.driver !== 'postgres') return // one process per embedded database
    const window = zone.windows[1]!
    await setCapacity(t, window.id, 5)
    const second = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 10 })
    try {
      const other = createApp({ ...t.deps, db: second.db, catalogCache: new CatalogCache() })
      const { statuses, messages } = await rush(window.id, async (i, body) =>
        i % 2
          ? place(t, body, newClientAddress())
          : other.request(
              'http://localhost/api/orders',
              {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body),
              },
              { incoming: { socket: { remoteAddress: newClientAddress(), remotePort: 50_000 } } },
            ),
      )
      expect(statuses.filter((s) => s === 201)).toHaveLength(5)
      expect(statuses.filter((s) => s === 409)).toHaveLength(45)
      expect(new Set(messages)).toEqual(new Set([deliveryMessages.full]))
      expect(await bookedIn(t, window.id, '2026-11-28')).toBe(5)
      expect(await ordersIn(window.id)).toBe(5)
    } finally {
      await second.close()
    }
  })
})
