import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedDates, holidayYears } from '#server/db/schema/delivery.ts'
import { runHousekeeping } from '#server/housekeeping/housekeeping.ts'
import { adminDeliveryScheduleApiPaths as paths } from '#shared/api-paths/delivery.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { addClosedDate } from './closed-dates-repo.ts'
import { ensureHolidayClosedDates, philippineHolidays } from './holidays.ts'

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn('admin')).cookie
})
afterAll(() => t.close())

async function closed(): Promise<Map<string, string>> {
  const rows = await t.db.select().from(closedDates)
  return new Map(rows.map((r) => [r.closedDate, r.name]))
}

describe('Philippine holidays as closed dates', () => {
  it('reads the regular holidays of a year from the library, not the optional days', () => {
    const days = philippineHolidays(2026)
    expect(days).toContainEqual({ date: '2026-12-25', name: 'Christmas Day' })
    expect(days).toContainEqual({ date: '2026-11-30', name: 'Bonifacio Day' })
    expect(days).toContainEqual({ date: '2026-04-03', name: 'Good Friday' })
    expect(days.map((d) => d.date)).not.toContain('2026-12-24')
    expect(new Set(days.map((d) => d.date)).size).toBe(days.length)
  })

  it("adds this Manila year's and next year's once, keeps a removal, and adds the next year when the year turns", async () => {
    // Two processes starting at once add each year once.
    const june2026 = new Date('2026-06-01T08:00:00+08:00')
    const [first, second] = await Promise.all([
      ensureHolidayClosedDates(t.db, june2026),
      ensureHolidayClosedDates(t.db, june2026),
    ])
    const expected = philippineHolidays(2026).length + philippineHolidays(2027).length
    expect(first + second).toBe(expected)
    let dates = await closed()
    expect(dates.get('2026-12-25')).toBe('Christmas Day')
    expect(dates.get('2027-01-01')).toBe("New Year's Day")
    expect(dates.has('2028-01-01')).toBe(false)

    // The admin opens Christmas: the next start does not close it again.
    t.setNow(new Date('2026-11-25T10:00:00+08:00'))
    expect(
      (await t.request(paths.closedDate('2026-12-25'), { method: 'DELETE', cookie: admin })).status,
    ).toBe(204)
    expect(await ensureHolidayClosedDates(t.db, new Date('2026-12-01T08:00:00+08:00'))).toBe(0)
    expect((await closed()).has('2026-12-25')).toBe(false)

    // Just after midnight on Jan 1 in Manila (still Dec 31 in UTC), housekeeping brings 2028's.
    const report = await runHousekeeping(t.deps, new Date('2026-12-31T16:30:00Z'))
    expect(report.addedHolidays).toBe(philippineHolidays(2028).length)
    dates = await closed()
    expect(dates.get('2028-01-01')).toBe("New Year's Day")
    expect(dates.has('2026-12-25')).toBe(false)
    expect((await t.db.select().from(holidayYears)).map((y) => y.year).sort()).toEqual([
      2026, 2027, 2028,
    ])
  })

  it('keeps the reason of a date the staff closed before the holidays came in', async () => {
    const now = new Date('2028-01-02T08:00:00+08:00')
    await addClosedDate(t.db, { date: '2029-12-25', name: 'Family day', now })
    await ensureHolidayClosedDates(t.db, new Date('2029-01-05T08:00:00+08:00'))
    const dates = await closed()
    expect(dates.get('2029-12-25')).toBe('Family day')
    expect(dates.get('2030-12-25')).toBe('Christmas Day')
  })
})
