import { manilaIsoDate } from '#shared/manila-time.ts'

export type PromoState = 'running' | 'scheduled' | 'ended'

/**
 * Where a promo stands on Manila's calendar today: shoppers see it from its start
 * date through its end date, both included.
 */
export function promoState(
  promo: { startDate: string; endDate: string },
  now: Date = new Date(),
): PromoState {
  const today = manilaIsoDate(now)
  if (today < promo.startDate) return 'scheduled'
  if (today > promo.endDate) return 'ended'
  return 'running'
}

// The dates are calendar dates already, so they are formatted as they are (UTC).
const monthDay = new Intl.DateTimeFormat('en-PH', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const year = (isoDate: string) => isoDate.slice(0, 4)
const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`)

/** 'Nov 22 – Nov 29, 2026'; both years when they differ ('Dec 28, 2026 – Jan 3, 2027'). */
export function formatPromoDates(startDate: string, endDate: string): string {
  const start = monthDay.format(asDate(startDate))
  const end = `${monthDay.format(asDate(endDate))}, ${year(endDate)}`
  if (startDate === endDate) return end
  return year(startDate) === year(endDate)
    ? `${start} – ${end}`
    : `${start}, ${year(startDate)} – ${end}`
}
