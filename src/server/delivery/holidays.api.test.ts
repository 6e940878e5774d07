import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedDates, holidayDecisions } from '#server/db/schema/delivery.ts'
import { runHousekeeping } from '#server/housekeeping/housekeeping.ts'
import { adminDeliveryScheduleApiPaths as paths } from '#shared/api-paths/delivery.ts'
import { closedDateMessages } from '#shared/closed-dates.ts'
import type { AdminDeliverySchedule } from '#shared/schemas/delivery.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { philippineHolidays } from './holidays.ts'

let t: TestApp
let admin: string
let editor: string

/** Wednesday, Nov 25, 2026, 10:00 AM in Manila. */
const NOW = new Date('2026-11-25T02:00:00Z')

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  admin = (await t.signIn('admin')).cookie
  editor = (await t.signIn('editor')).cookie
})
afterAll(() => t.close())

const schedule = async (): Promise<AdminDeliverySchedule> =>
  (await t.request(paths.schedule, { cookie: admin })).json()
const suggested = async () => (await schedule()).holidaySuggestions
const keepOpen = (date: string, cookie = admin) =>
  t.request(paths.keepHolidayOpen(date), { method: 'POST', cookie })
const close = (json: unknown) =>
  t.request(paths.closedDates, { method: 'POST', json, cookie: admin })
async function decision(date: string) {
  const [row] = await t.db
    .select()
    .from(holidayDecisions)
    .where(eq(holidayDecisions.holidayDate, date))
  return row
}

describe('Philippine holidays as suggestions', () => {
  it('reads the regular holidays of a year from the library, not the optional days', () => {
    const days = philippineHolidays(2026)
    expect(days).toContainEqual({ date: '2026-12-25', name: 'Christmas Day' })
    expect(days).toContainEqual({ date: '2026-11-30', name: 'Bonifacio Day' })
    expect(days).toContainEqual({ date: '2026-12-30', name: 'Rizal Day' })
    expect(days).toContainEqual({ date: '2026-04-03', name: 'Good Friday' })
    expect(days.map((d) => d.date)).not.toContain('2026-12-24')
    expect(new Set(days.map((d) => d.date)).size).toBe(days.length)
  })

  it("offers this Manila year's holidays from today on and next year's, Christmas and New Year's Day marked", async () => {
    const list = await suggested()
    const expected = [...philippineHolidays(2026), ...philippineHolidays(2027)].filter(
      (h) => h.date >= '2026-11-25',
    )
    expect(list.map((h) => h.date)).toEqual(expected.map((h) => h.date))
    expect(list[0]).toEqual({ date: '2026-11-30', name: 'Bonifacio Day', suggestedClosed: false })
    expect(list.filter((h) => h.suggestedClosed).map((h) => h.date)).toEqual([
      '2026-12-25',
      '2027-01-01',
      '2027-12-25',
    ])
    expect(closedDateMessages.holidayQuestion(list.find((h) => h.name === 'Rizal Day')!)).toBe(
      'Close on Rizal Day, Wed 30 Dec?',
    )
  })

  it('keeps a holiday open when asked, once: it is not offered again and stays open', async () => {
    const res = await keepOpen('2026-11-30')
    expect(res.status).toBe(204)
    expect((await suggested()).map((h) => h.date)).not.toContain('2026-11-30')
    expect((await schedule()).closedDates).toEqual([])
    expect(await decision('2026-11-30')).toMatchObject({
      name: 'Bonifacio Day',
      decision: 'open',
      decidedByName: expect.stringMatching(/^Test admin/),
    })
    // Answered already, not a holiday, not a date: nothing to keep open.
    for (const date of ['2026-11-30', '2026-12-02', '2026-12-3', 'tomorrow'])
      expect((await keepOpen(date)).status).toBe(404)
  })

  it('closes a holiday through its suggestion: a closed date, an answer, not offered again', async () => {
    const res = await close({ date: '2026-12-25', name: 'Christmas Day' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ date: '2026-12-25', name: 'Christmas Day', movedOrders: 0 })
    expect((await schedule()).closedDates).toEqual([{ date: '2026-12-25', name: 'Christmas Day' }])
    expect((await suggested()).map((h) => h.date)).not.toContain('2026-12-25')
    expect(await decision('2026-12-25')).toMatchObject({ decision: 'closed' })

    // Opened again later: answered 'open', and still not offered again.
    expect(
      (await t.request(paths.closedDate('2026-12-25'), { method: 'DELETE', cookie: admin })).status,
    ).toBe(204)
    expect(await decision('2026-12-25')).toMatchObject({ decision: 'open' })
    expect((await suggested()).map((h) => h.date)).not.toContain('2026-12-25')
  })

  it('does not offer a holiday already closed (an older version preloaded it)', async () => {
    await t.db.insert(closedDates).values({ closedDate: '2027-04-09', name: 'Day of Valor' })
    expect((await suggested()).map((h) => h.date)).not.toContain('2027-04-09')
  })

  it('leaves the answers to admins: editors get 403, shoppers 401', async () => {
    expect((await keepOpen('2026-12-30', editor)).status).toBe(403)
    expect((await t.request(paths.keepHolidayOpen('2026-12-30'), { method: 'POST' })).status).toBe(
      401,
    )
    expect((await suggested()).map((h) => h.date)).toContain('2026-12-30')
  })

  it('closes no holiday by itself, at start or in housekeeping, even when the year turns', async () => {
    // Last: a round at the turn of the year also ends the test's sessions.
    const before = await t.db.select().from(closedDates)
    await runHousekeeping(t.deps, NOW)
    await runHousekeeping(t.deps, new Date('2026-12-31T16:30:00Z'))
    expect(await t.db.select().from(closedDates)).toEqual(before)
    expect(before.map((c) => c.closedDate)).toEqual(['2027-04-09'])
  })
})
