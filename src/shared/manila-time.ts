/**
 * The shop runs on Manila time (UTC+8, no daylight saving). Dates are stored as
 * instants and shown, grouped and compared in Asia/Manila.
 */
export const shopTimeZone = 'Asia/Manila'

const dateTimeFormatter = new Intl.DateTimeFormat('en-PH', {
  timeZone: shopTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
})
const dateFormatter = new Intl.DateTimeFormat('en-PH', {
  timeZone: shopTimeZone,
  dateStyle: 'medium',
})
const isoDateFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

export function formatManilaDateTime(instant: Date | string): string {
  return dateTimeFormatter.format(new Date(instant))
}

export function formatManilaDate(instant: Date | string): string {
  return dateFormatter.format(new Date(instant))
}

/** The calendar date in Manila as 'YYYY-MM-DD'. */
export function manilaIsoDate(instant: Date | string): string {
  return isoDateFormatter.format(new Date(instant))
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
