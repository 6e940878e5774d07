import { addDaysToIsoDate, manilaIsoDate } from '#shared/manila-time.ts'

/** Days in one comparison period: the sales chart shows one, the stat cards compare two. */
export const PERIOD_DAYS = 30

/**
 * The two periods the dashboard compares, as Manila calendar days: the 30 days ending
 * today (what the sales chart shows, so its bars add up to the order card) and the 30
 * days before them.
 */
export interface DashboardPeriods {
  /** 'YYYY-MM-DD' of every day of the recent period, oldest first. */
  recentDays: string[]
  /** Midnight in Manila opening the earlier period. */
  previousStart: Date
  /** Midnight in Manila opening the recent period (closing the earlier one). */
  recentStart: Date
  /** The last Manila midnight, opening today. */
  todayStart: Date
  /** The next Manila midnight, closing the recent period (and today). */
  recentEnd: Date
}

const manilaMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+08:00`)

export function dashboardPeriods(now: Date): DashboardPeriods {
  const today = manilaIsoDate(now)
  const first = addDaysToIsoDate(today, 1 - PERIOD_DAYS)
  return {
    recentDays: Array.from({ length: PERIOD_DAYS }, (_, i) => addDaysToIsoDate(first, i)),
    previousStart: manilaMidnight(addDaysToIsoDate(first, -PERIOD_DAYS)),
    recentStart: manilaMidnight(first),
    todayStart: manilaMidnight(today),
    recentEnd: manilaMidnight(addDaysToIsoDate(today, 1)),
  }
}

/** Rounded percent change from `previous` to `recent`; null when there was nothing before. */
export function changePercent(recent: number, previous: number): number | null {
  if (previous === 0) return null
  return Math.round(((recent - previous) / previous) * 100)
}
