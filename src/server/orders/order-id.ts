import { sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { orders } from '#server/db/schema/orders.ts'

export const ORDER_ID_PREFIX = 'E2E-'

export const orderIdFor = (ms: number) => `${ORDER_ID_PREFIX}${ms}`

/**
 * The last millisecond this process handed out. Concurrent orders in one process
 * each get their own id without touching the database: two transactions trying
 * the same id would make the second wait for the first to commit (an unique-index
 * insert conflict blocks on the uncommitted row), serialising every checkout.
 */
let lastIssuedMs = 0

/**
 * The first millisecond to try for a new order id: now, after the newest committed
 * id when the clock is behind it (another process's clock), and after the last id
 * this process issued, so ids only grow. Ids of 13 digits compare as text in numeric
 * order, and `max(order_id)` is read from the primary key's index. Uniqueness across
 * processes is the primary key's job: `insertOrderRow` takes the next millisecond on
 * a clash, which is rare because processes rarely pick the same millisecond.
 */
export async function firstCandidateMs(db: Queryable, now: Date): Promise<number> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${orders.orderId})` })
    .from(orders)
    .where(sql`${orders.orderId} like 'E2E-%' and length(${orders.orderId}) = 17`)
  const last = row?.last ? Number(row.last.slice(ORDER_ID_PREFIX.length)) : 0
  return claimMs(Math.max(now.getTime(), Number.isFinite(last) ? last + 1 : 0))
}

/** Reserves `ms` (or the next free one) in this process. */
export function claimMs(ms: number): number {
  lastIssuedMs = Math.max(ms, lastIssuedMs + 1)
  return lastIssuedMs
}
