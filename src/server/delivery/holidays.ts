import Holidays from 'date-holidays'
import type { Queryable } from '#server/db/client.ts'
import { type HolidaySuggestion, isSuggestedClosed } from '#shared/closed-dates.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'
import type { ClosedDate } from '#shared/schemas/delivery.ts'
import { listClosedDatesFrom } from './closed-dates-repo.ts'
import { decidedHolidayDates } from './holiday-decisions-repo.ts'

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

/** The regular holiday on a 'YYYY-MM-DD' date, or null. */
export function holidayOn(date: string): ClosedDate | null {
  return philippineHolidays(Number(date.slice(0, 4))).find((h) => h.date === date) ?? null
}

/**
 * The regular holidays of this Manila year and the next, from today on, that the admin
 * has not answered and that are not closed already (a date closed by hand, or a holiday
 * an older version preloaded): each is a question, never closed by itself
 * (docs/decisions/0077-closing-a-date-that-holds-orders.md). Earliest first; Christmas
 * Day and New Year's Day are marked suggested closed.
 */
export async function holidaySuggestions(db: Queryable, now: Date): Promise<HolidaySuggestion[]> {
  const today = manilaIsoDate(now)
  const year = Number(today.slice(0, 4))
  const holidays = [...philippineHolidays(year), ...philippineHolidays(year + 1)].filter(
    (h) => h.date >= today,
  )
  const last = `${year + 1}-12-31`
  const decided = await decidedHolidayDates(db, today, last)
  const closed = new Set((await listClosedDatesFrom(db, today)).map((c) => c.date))
  return holidays
    .filter((h) => !decided.has(h.date) && !closed.has(h.date))
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((h) => ({ ...h, suggestedClosed: isSuggestedClosed(h.date) }))
}
