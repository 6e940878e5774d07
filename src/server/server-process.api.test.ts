import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { kg, orderBody } from '#tests/support/fixtures/order-fixtures.ts'
import {
  freshServerData,
  type ServerData,
  spawnServer,
  waitForHealth,
  withServerDatabase,
} from '#tests/support/processes/server-process.ts'

/**
 * The real process, as `npm start` runs it: first start migrates and seeds the
 * configured database (PGlite here, PostgreSQL when the suite runs on it), one
 * process per embedded data folder, and a clean exit on SIGTERM.
 */
let data: ServerData
/** Placed by the first start, cancelled for want of payment by the next. */
let unpaid: PublicOrder
const firstStaff = { ADMIN_PASSWORD: 'first-admin-password', EDITOR_PASSWORD: '' }

beforeAll(async () => {
  data = await freshServerData('meatshop-process')
})
afterAll(() => data.remove())

describe('the server process', () => {
  // A first start migrates and seeds: on a loaded 2-core machine that can take a while.
  it('migrates and seeds an empty database, prints the generated password once, and stops cleanly on SIGTERM', async () => {
    const server = await spawnServer(data, firstStaff)
    const health = await waitForHealth(server)
    expect(await health.json()).toEqual({ status: 'ok' })
    const site = await (await fetch(`${server.base}/api/site`)).json()
    expect(site.siteName).toBe('Prime Cuts Butchery')

    // Only the editor's password was missing, so only it is printed.
    expect(server.output()).toMatch(/First editor account created[\s\S]*password: \S{20,}/)
    expect(server.output()).not.toContain('first-admin-password')

    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@primecuts.ph', password: 'first-admin-password' }),
    })
    expect(login.status).toBe(200)

    // Delivery dates work out of the box: the seeded zones have schedules that checkout
    // offers; this year's and next year's Philippine holidays are suggestions, none closed.
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const schedule = await (
      await fetch(`${server.base}/api/admin/delivery-schedule`, { headers: { cookie } })
    ).json()
    const year = new Date().getUTCFullYear()
    expect(schedule.closedDates).toEqual([])
    const suggested = schedule.holidaySuggestions.map((c: { date: string }) => c.date)
    expect(suggested).toContain(`${year + 1}-12-25`)
    expect(suggested).toContain(`${year + 1}-06-12`)
    const metro = schedule.zones.find((z: { zoneName: string }) => z.zoneName === 'Metro Manila')
    expect(metro).toMatchObject({ sameDay: true, sameDayCutoffMinute: 14 * 60 })
    const slots = await (
      await fetch(`${server.base}/api/checkout/delivery-slots?zoneId=${metro.zoneId}`)
    ).json()
    expect(slots.dates.length).toBeGreaterThan(0)
    expect(slots.dates[0].windows.some((w: { full: boolean }) => !w.full)).toBe(true)

    // A GCash order left unpaid: the next start's deadline round cancels it (below).
    const products = await (await fetch(`${server.base}/api/catalog/products`)).json()
    const inStock = products.items.find((p: { stockGrams: number }) => p.stockGrams >= 5000)
    const placed = await fetch(`${server.base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderBody(metro.zoneId, [kg(inStock.id)], { paymentMethod: 'gcash' })),
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    unpaid = await placed.json()
    expect(unpaid.payment?.state).toBe('awaiting')

    if (!data.databaseUrl) {
      // A second server on the same embedded data folder is refused, not allowed to corrupt it.
      const second = await spawnServer(data, firstStaff)
      expect(await second.exited).toBe(1)
      expect(second.output()).toMatch(/is in use by process \d+/)
    }

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(fs.existsSync(path.join(data.dataDir, 'server.pid'))).toBe(false)
  }, 120_000)

  it('refuses to start with a first-start password shorter than 12 characters', async () => {
    const fresh = await freshServerData('meatshop-short-password')
    try {
      const server = await spawnServer(fresh, { EDITOR_PASSWORD: 'eleven-char' })
      expect(await server.exited).toBe(1)
      expect(server.output()).toMatch(/EDITOR_PASSWORD: must be at least 12 characters/)
      // Stopped before touching the data: no account with that password exists anywhere.
      expect(fs.readdirSync(fresh.dataDir)).toEqual([])
    } finally {
      await fresh.remove()
    }
  }, 120_000)

  it('starts again on the same data without seeding or printing passwords again, and runs the payment deadlines', async () => {
    // The unpaid GCash order's deadline passed while the shop was stopped.
    await withServerDatabase(data, (handle) =>
      handle.db
        .update(orders)
        .set({ paymentDueAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.orderId, unpaid.orderId)),
    )
    const server = await spawnServer(data, firstStaff)
    await waitForHealth(server)
    expect(server.output()).not.toContain('account created')
    const lookup = orderApiPaths.byToken(unpaid.accessToken)
    await expect
      .poll(async () => (await (await fetch(`${server.base}${lookup}`)).json()).status, {
        timeout: 30_000,
      })
      .toBe('cancelled')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 120_000)
})
