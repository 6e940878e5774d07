/**
 * The shop runs on Manila time (UTC+8, no daylight saving). Dates are stored as
 * instants and shown, grouped and compared in Asia/Manila.
 *
 * Manila's clock is UTC shifted by eight hours all year, so it is read off a shifted
 * `Date` with plain arithmetic, not through `Intl.DateTimeFormat`: the browser's first
 * `Intl` formatter loads its locale data on the main thread, 20–50 ms on this machine
 * and four times that on a phone, in the middle of the page becoming the app
 * (decision 0071). The texts are those of `Intl` in 'en-PH' ('Nov 28, 2026',
 * 'Nov 28, 2026, 1:05 PM'); manila-time.test.ts holds them to it, and they no longer
 * depend on the ICU version of the server or of the shopper's browser.
 */
export const shopTimeZone = 'Asia/Manila'

export const MINUTES_PER_DAY = 1440
export const MANILA_OFFSET_MINUTES = 8 * 60

export const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
export const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

/** The Manila wall clock of `instant`, read with the `getUTC…` methods. */
function manilaClock(instant: Date | string): Date {
  const time = new Date(instant).getTime()
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${String(instant)}`)
  return new Date(time + MANILA_OFFSET_MINUTES * 60_000)
}

/** '9:00 AM', '12:00 PM', '12:00 AM' (midnight, also for minute 1440). */
export function formatMinuteOfDay(minute: number): string {
  const m = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
  const hours24 = Math.floor(m / 60)
  const minutes = m % 60
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12
  return `${hours12}:${String(minutes).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`
}

/** 'Nov 28, 2026' of a Manila clock. */
const clockDate = (clock: Date) =>
  `${monthNames[clock.getUTCMonth()]} ${clock.getUTCDate()}, ${clock.getUTCFullYear()}`

/** 'Nov 28, 2026, 1:05 PM' */
export function formatManilaDateTime(instant: Date | string): string {
  const clock = manilaClock(instant)
  return `${clockDate(clock)}, ${formatMinuteOfDay(clock.getUTCHours() * 60 + clock.getUTCMinutes())}`
}

/** 'Sat, Nov 28, 2:15 PM': a deadline in words (issue 28 §2), the year left out as in the delivery dates. */
export function formatManilaWeekdayDateTime(instant: Date | string): string {
  const clock = manilaClock(instant)
  const day = `${weekdayNames[clock.getUTCDay()]}, ${monthNames[clock.getUTCMonth()]} ${clock.getUTCDate()}`
  return `${day}, ${formatMinuteOfDay(clock.getUTCHours() * 60 + clock.getUTCMinutes())}`
}

/** 'Nov 28, 2026' */
export function formatManilaDate(instant: Date | string): string {
  return clockDate(manilaClock(instant))
}

/** The calendar date in Manila as 'YYYY-MM-DD'. */
export function manilaIsoDate(instant: Date | string): string {
  return manilaClock(instant).toISOString().slice(0, 10)
}

/** The instant of the most recent midnight in Manila at or before `now`. */
export function startOfManilaDay(now: Date): Date {
  return new Date(`${manilaIsoDate(now)}T00:00:00+08:00`)
}

/** Adds whole calendar days to a 'YYYY-MM-DD' date. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
