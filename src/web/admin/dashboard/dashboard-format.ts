/** Texts of the dashboard, kept pure so they are tested without a browser. */

export type ChangeTrend = 'up' | 'down' | 'flat' | 'none'

export interface ChangeDescription {
  trend: ChangeTrend
  text: string
}

const comparedWith = 'from the previous 30 days'

/**
 * The change line under a stat card: '+12% from the previous 30 days', '-3% …', or
 * 'No earlier data' when the 30 days before had nothing to compare with.
 */
export function describeChange(changePercent: number | null): ChangeDescription {
  if (changePercent === null) return { trend: 'none', text: 'No earlier data' }
  if (changePercent > 0) return { trend: 'up', text: `+${changePercent}% ${comparedWith}` }
  if (changePercent < 0) return { trend: 'down', text: `${changePercent}% ${comparedWith}` }
  return { trend: 'flat', text: `No change ${comparedWith}` }
}

export function outOfStockText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} out of stock`
}

const countFormatter = new Intl.NumberFormat('en-PH')

/** 1234 -> '1,234' */
export function formatCount(count: number): string {
  return countFormatter.format(count)
}

// The dates are Manila calendar days already; formatting them at UTC midnight keeps
// the day whatever the browser's own time zone.
const dayFormatter = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
})

/** '2026-11-22' -> 'Nov 22' */
export function formatSalesDay(isoDate: string): string {
  return dayFormatter.format(new Date(`${isoDate}T00:00:00Z`))
}
