import { sql } from 'drizzle-orm'
import type { Queryable } from '../db/client'
import { orders } from '../db/schema/orders'

export const ORDER_ID_PREFIX = 'E2E-'

export const orderIdFor = (ms: number) => `${ORDER_ID_PREFIX}${ms}`

/**
 * The first millisecond to try for a new order id: now, or just after the newest id
 * when the clock is behind it (another process's clock, or many orders in one ms),
 * so ids only grow. Ids of 13 digits compare as text in numeric order, and
 * `max(order_id)` is read from the primary key's index. Uniqueness itself is the
 * primary key's job: `insertOrderRow` takes the next millisecond on a clash.
 */
export async function firstCandidateMs(db: Queryable, now: Date): Promise<number> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${orders.orderId})` })
    .from(orders)
    .where(sql`${orders.orderId} like 'E2E-%' and length(${orders.orderId}) = 17`)
  const last = row?.last ? Number(row.last.slice(ORDER_ID_PREFIX.length)) : 0
  return Math.max(now.getTime(), Number.isFinite(last) ? last + 1 : 0)
}
