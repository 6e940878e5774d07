import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  freshServerData,
  type ServerData,
  spawnServer,
  waitForHealth,
} from '#tests/support/processes/server-process.ts'

/**
 * The real process, as `npm start` runs it: first start migrates and seeds the
 * configured database (PGlite here, PostgreSQL when the suite runs on it), one
 * process per embedded data folder, and a clean exit on SIGTERM.
 */
let data: ServerData
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
    // offers, and this year's and next year's Philippine holidays are closed dates.
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const schedule = await (
      await fetch(`${server.base}/api/admin/delivery-schedule`, { headers: { cookie } })
    ).json()
    const year = new Date().getUTCFullYear()
    const closed = schedule.closedDates.map((c: { date: string }) => c.date)
    expect(closed).toContain(`${year + 1}-12-25`)
    expect(closed).toContain(`${year + 1}-06-12`)
    const metro = schedule.zones.find((z: { zoneName: string }) => z.zoneName === 'Metro Manila')
    expect(metro).toMatchObject({ sameDay: true, sameDayCutoffMinute: 14 * 60 })
    const slots = await (
      await fetch(`${server.base}/api/checkout/delivery-slots?zoneId=${metro.zoneId}`)
    ).json()
    expect(slots.dates.length).toBeGreaterThan(0)
    expect(slots.dates[0].windows.some((w: { full: boolean }) => !w.full)).toBe(true)

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

  it('starts again on the same data without seeding or printing passwords again', async () => {
    const server = await spawnServer(data, firstStaff)
    await waitForHealth(server)
    expect(server.output()).not.toContain('account created')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 120_000)
})
