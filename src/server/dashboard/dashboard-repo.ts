import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  lt,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { subscribers } from '#server/db/schema/shop.ts'
import { staffUsers } from '#server/db/schema/staff.ts'
import { shopTimeZone } from '#shared/manila-time.ts'
import type { TimelineEvent } from '#shared/order-status.ts'
import { paidWhen } from '#shared/payment-standing.ts'
import type { DashboardSummary, LoweredEntry } from '#shared/schemas/dashboard.ts'
import type { DashboardPeriods } from './dashboard-periods.ts'

/** Below this a product shows under the dashboard's inventory alerts (5 kg). */
export const LOW_STOCK_GRAMS = 5_000
const LIST_LENGTH = 5

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`

const inPeriod = (column: AnyColumn, from: Date, to: Date) =>
  sql`${column} >= ${from.toISOString()} and ${column} < ${to.toISOString()}`

/** Catalog and subscriber figures, pending orders, in one round trip. */
export async function countFigures(db: Queryable, p: DashboardPeriods) {
  const [row] = await db
    .select({
      products: sql<number>`count(*)::int`,
      productsRecent: countWhere(inPeriod(products.createdAt, p.recentStart, p.recentEnd)),
      productsPrevious: countWhere(inPeriod(products.createdAt, p.previousStart, p.recentStart)),
      outOfStock: countWhere(sql`${products.stockGrams} = 0`),
      subscribers: sql<number>`(select count(*)::int from ${subscribers} where ${subscribers.status} = 'Active')`,
      subscribersRecent: sql<number>`(select count(*)::int from ${subscribers} where ${inPeriod(subscribers.createdAt, p.recentStart, p.recentEnd)})`,
      subscribersPrevious: sql<number>`(select count(*)::int from ${subscribers} where ${inPeriod(subscribers.createdAt, p.previousStart, p.recentStart)})`,
      pendingOrders: sql<number>`(select count(*)::int from ${orders} where ${orders.status} = 'pending')`,
    })
    .from(products)
  return row!
}

/**
 * The money rule of src/shared/payment-standing.ts (`revenueStandingOf`) as SQL: a GCash
 * or online order whose payment is verified, or a cash-on-delivery order delivered.
 */
const isPaid = sql`((${orders.paymentMethod} <> 'cod' and ${orders.paymentState} = ${paidWhen.gcashPaymentState}) or (${orders.paymentMethod} = 'cod' and ${orders.status} = ${paidWhen.codStatus}))`

/** `receivedOf` of the same file: what verified payments and settled balances brought in (GCash, online), the total (cash). */
const received = sql`(case when ${orders.paymentMethod} <> 'cod' then coalesce(${orders.paidCentavos}, ${orders.totalCentavos}) + ${orders.balanceSettledCentavos} else ${orders.totalCentavos} end)`

/**
 * Orders (cancelled excluded) and their revenue per Manila day over both periods:
 * the money paid orders brought in, and what is still awaited (`paidRevenueOf` and
 * `awaitingRevenueOf` in src/shared/payment-standing.ts).
 */
export async function ordersByDay(db: Queryable, p: DashboardPeriods) {
  // The zone is written into the statement, not bound: the grouped expression must
  // be the same text in select and group by, and two parameters are not.
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${shopTimeZone}'`)}, 'YYYY-MM-DD')`
  const rows = await db
    .select({
      date: day,
      orders: sql<number>`count(*)::int`,
      revenueCentavos: sql<string>`sum(${orders.totalCentavos})::bigint`,
      paidCentavos: sql<string>`coalesce(sum(${received}) filter (where ${isPaid}), 0)::bigint`,
      awaitingCentavos: sql<string>`coalesce(sum(case when ${isPaid} then greatest(${orders.totalCentavos} - ${received}, 0) else ${orders.totalCentavos} end), 0)::bigint`,
      estimatedRevenueCentavos: sql<string>`sum(${orders.estimatedTotalCentavos})::bigint`,
    })
    .from(orders)
    .where(
      and(
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, p.previousStart),
        lt(orders.createdAt, p.recentEnd),
      ),
    )
    .groupBy(day)
  return rows.map((r) => ({
    ...r,
    revenueCentavos: Number(r.revenueCentavos),
    paidCentavos: Number(r.paidCentavos),
    awaitingCentavos: Number(r.awaitingCentavos),
    estimatedRevenueCentavos: Number(r.estimatedRevenueCentavos),
  }))
}

export async function recentProducts(db: Queryable): Promise<DashboardSummary['recentProducts']> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      priceCentavos: products.priceCentavos,
      stockGrams: products.stockGrams,
      visibility: products.visibility,
      createdAt: products.createdAt,
    })
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(LIST_LENGTH)
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}

export async function lowStock(db: Queryable): Promise<DashboardSummary['lowStock']> {
  return db
    .select({ id: products.id, name: products.name, stockGrams: products.stockGrams })
    .from(products)
    .where(and(gt(products.stockGrams, 0), lt(products.stockGrams, LOW_STOCK_GRAMS)))
    .orderBy(asc(products.stockGrams), asc(products.id))
    .limit(LIST_LENGTH)
}

/** Enough for any real day; the rest stays on each order's timeline. */
const LOWERED_LIST_LENGTH = 50

/**
 * Timeline entries with an event (a packed weight below the tolerance, a refund settled)
 * recorded in [from, to), oldest first, with who recorded them (order_timeline_event_idx).
 */
export async function loweredBetween(db: Queryable, from: Date, to: Date): Promise<LoweredEntry[]> {
  const rows = await db
    .select({
      orderId: orderTimeline.orderId,
      event: orderTimeline.event,
      note: orderTimeline.note,
      by: staffUsers.name,
      at: orderTimeline.createdAt,
    })
    .from(orderTimeline)
    .leftJoin(staffUsers, eq(staffUsers.id, orderTimeline.staffUserId))
    .where(
      and(
        isNotNull(orderTimeline.event),
        gte(orderTimeline.createdAt, from),
        lt(orderTimeline.createdAt, to),
      ),
    )
    .orderBy(asc(orderTimeline.createdAt), asc(orderTimeline.id))
    .limit(LOWERED_LIST_LENGTH)
  return rows.map((r) => ({ ...r, event: r.event as TimelineEvent, at: r.at.toISOString() }))
}
