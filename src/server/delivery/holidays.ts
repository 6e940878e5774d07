import Holidays from 'date-holidays'
import type { Database } from '#server/db/client.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'
import type { ClosedDate } from '#shared/schemas/delivery.ts'
import { addHolidayYear } from './closed-dates-repo.ts'

/**
 * The Philippine regular holidays of a year, from the maintained `date-holidays`
 * library (moveable feasts such as Holy Week and Eid move every year). Only its
 * 'public' days: the special non-working and observance days are working days for
 * a meat shop unless the staff close them by hand.
 */
export function philippineHolidays(year: number): ClosedDate[] {
  const byDate = new Map<string, string>()
  for (const holiday of new Holidays('PH').getHolidays(year)) {
    // 'YYYY-MM-DD hh:mm:ss [-0600]': the library's local date of the holiday.
    const date = holiday.date.slice(0, 10)
    if (holiday.type === 'public' && !byDate.has(date)) byDate.set(date, holiday.name)
  }
  return [...byDate].map(([date, name]) => ({ date, name }))
}

/**
 * Preloads the closed dates with the holidays of this Manila year and the next, each
 * year once (docs/decisions/0058-holidays-loaded-once-per-year.md). Called at start
 * and by housekeeping, so next year's arrive without a restart. Returns the dates added.
 */
export async function ensureHolidayClosedDates(db: Database, now: Date): Promise<number> {
  const year = Number(manilaIsoDate(now).slice(0, 4))
  let added = 0
  for (const y of [year, year + 1]) added += await addHolidayYear(db, y, philippineHolidays(y), now)
  return added
}
