import { and, isNull, lt, or, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { rateLimitCounters } from '#server/db/schema/rate-limits.ts'

/**
 * The counters table (`rate_limit_counters`): a plain key -> (count, window start) store
 * shared by the rate limits (`rate:` keys, rate-limit.ts) and the sign-in throttle
 * (`signin:` keys, staff/login-throttle-repo.ts).
 */

/**
 * Adds `weight` to the fixed-window counter `key`, starting a new window when the
 * current one began `windowMs` or more before `now`. One upsert: the row lock taken by
 * ON CONFLICT serialises concurrent hits, so two processes cannot both read "9" and
 * both let the tenth and eleventh through. Returns the count and when its window began.
 */
export async function countHit(
  db: Queryable,
  key: string,
  now: Date,
  windowMs: number,
  weight: number,
): Promise<{ count: number; startedAt: Date }> {
  const windowStart = new Date(now.getTime() - windowMs).toISOString()
  const nowIso = now.toISOString()
  const expired = sql`${rateLimitCounters.windowStartedAt} <= ${windowStart}::timestamptz`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, failures: weight, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        failures: sql`case when ${expired} then ${weight}::int else ${rateLimitCounters.failures} + ${weight}::int end`,
        windowStartedAt: sql`case when ${expired} then ${nowIso}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.failures, startedAt: rateLimitCounters.windowStartedAt })
  return { count: row?.count ?? weight, startedAt: row?.startedAt ?? now }
}

/**
 * Counters of either kind untouched since `before`, unless one is still blocking
 * (`blocked_until` after `now`), whatever its age. Returns how many went.
 */
export async function deleteIdleCounters(db: Queryable, before: Date, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(
      and(
        lt(rateLimitCounters.windowStartedAt, before),
        or(isNull(rateLimitCounters.blockedUntil), lt(rateLimitCounters.blockedUntil, now)),
      ),
    )
    .returning({ key: rateLimitCounters.key })
  return deleted.length
}
