import { ORDER_ID_PREFIX } from '#shared/order-id.ts'

/**
 * The last millisecond this process handed out. Concurrent orders in one process
 * each get their own id without touching the database: two transactions trying
 * the same id would make the second wait for the first to commit (an unique-index
 * insert conflict blocks on the uncommitted row), serialising every checkout.
 */
let lastIssuedMs = 0

/**
 * The first millisecond to try for a new order id: now, after the newest stored id
 * when the clock is behind it (another process's clock), and after the last id this
 * process issued, so ids only grow. Ids of 13 digits compare as text in numeric
 * order, so the newest is `max(order_id)`, read from the primary key's index
 * (`newestOrderId`). Uniqueness across processes is the primary key's job:
 * `insertOrder` takes the next millisecond on a clash, which is rare because
 * processes rarely pick the same millisecond.
 */
export function firstCandidateMs(now: Date, newestStoredId: string | null): number {
  const last = newestStoredId ? Number(newestStoredId.slice(ORDER_ID_PREFIX.length)) : 0
  return claimMs(Math.max(now.getTime(), Number.isFinite(last) ? last + 1 : 0))
}

/** Reserves `ms` (or the next free one) in this process. */
export function claimMs(ms: number): number {
  lastIssuedMs = Math.max(ms, lastIssuedMs + 1)
  return lastIssuedMs
}
