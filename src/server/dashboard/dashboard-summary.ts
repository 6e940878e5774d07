import type { Queryable } from '#server/db/client.ts'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import { changePercent, dashboardPeriods } from './dashboard-periods.ts'
import {
  countFigures,
  loweredBetween,
  lowStock,
  ordersByDay,
  recentProducts,
} from './dashboard-repo.ts'

/** Everything the dashboard shows, from a few aggregate queries, as of `now`. */
export async function dashboardSummary(db: Queryable, now: Date): Promise<DashboardSummary> {
  const periods = dashboardPeriods(now)
  const [figures, days, recent, low, lowered] = await Promise.all([
    countFigures(db, periods),
    ordersByDay(db, periods),
    recentProducts(db),
    lowStock(db),
    loweredBetween(db, periods.todayStart, periods.recentEnd),
  ])
  const byDate = new Map(days.map((d) => [d.date, d]))
  const sales = periods.recentDays.map((date) => ({
    date,
    orders: byDate.get(date)?.orders ?? 0,
    revenueCentavos: byDate.get(date)?.revenueCentavos ?? 0,
    estimatedRevenueCentavos: byDate.get(date)?.estimatedRevenueCentavos ?? 0,
    paidCentavos: byDate.get(date)?.paidCentavos ?? 0,
    awaitingCentavos: byDate.get(date)?.awaitingCentavos ?? 0,
  }))
  const recentDates = new Set(periods.recentDays)
  const earlier = days.filter((d) => !recentDates.has(d.date))
  const total = (
    list: readonly {
      orders: number
      revenueCentavos: number
      estimatedRevenueCentavos: number
      paidCentavos: number
      awaitingCentavos: number
    }[],
  ) => ({
    paidCentavos: list.reduce((sum, d) => sum + d.paidCentavos, 0),
    awaitingCentavos: list.reduce((sum, d) => sum + d.awaitingCentavos, 0),
    orders: list.reduce((sum, d) => sum + d.orders, 0),
    revenueCentavos: list.reduce((sum, d) => sum + d.revenueCentavos, 0),
    estimatedRevenueCentavos: list.reduce((sum, d) => sum + d.estimatedRevenueCentavos, 0),
  })
  const [thisPeriod, lastPeriod] = [total(sales), total(earlier)]
  return {
    stats: {
      products: {
        value: figures.products,
        changePercent: changePercent(figures.productsRecent, figures.productsPrevious),
      },
      orders: {
        value: thisPeriod.orders,
        changePercent: changePercent(thisPeriod.orders, lastPeriod.orders),
      },
      revenueCentavos: {
        value: thisPeriod.revenueCentavos,
        changePercent: changePercent(thisPeriod.revenueCentavos, lastPeriod.revenueCentavos),
      },
      estimatedRevenueCentavos: thisPeriod.estimatedRevenueCentavos,
      paidCentavos: {
        value: thisPeriod.paidCentavos,
        changePercent: changePercent(thisPeriod.paidCentavos, lastPeriod.paidCentavos),
      },
      awaitingCentavos: {
        value: thisPeriod.awaitingCentavos,
        changePercent: changePercent(thisPeriod.awaitingCentavos, lastPeriod.awaitingCentavos),
      },
      subscribers: {
        value: figures.subscribers,
        changePercent: changePercent(figures.subscribersRecent, figures.subscribersPrevious),
      },
    },
    sales,
    recentProducts: recent,
    lowStock: low,
    outOfStockCount: figures.outOfStock,
    pendingOrders: figures.pendingOrders,
    loweredToday: lowered,
  }
}
