import { eq, type SQL, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { rateLimitCounters } from '#server/db/schema/rate-limits.ts'

/**
 * The sign-in throttle's counters (`signin:` keys in `rate_limit_counters`; the rules are
 * in login-throttle.ts). Each count is one upsert whose row lock serialises
 * concurrent attempts across server processes.
 */
export interface DelayRule {
  /** Failures in a row that cost no wait. */
  freeFailures: number
  /** The wait after the first failure beyond the free ones; it doubles with each further one. */
  firstDelayMs: number
  maxDelayMs: number
}

/** The wait before the next attempt is checked, after `failures` failures in a row. */
export function delayAfter(rule: DelayRule, failures: number): number {
  if (failures < rule.freeFailures) return 0
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (failures - rule.freeFailures))
}

/** `failures` after counting this attempt: 1 again when the counter was forgotten. */
function nextFailures(now: Date, forgetAfterMs: number): SQL {
  const forgetBefore = new Date(now.getTime() - forgetAfterMs).toISOString()
  return sql`case when ${rateLimitCounters.windowStartedAt} <= ${forgetBefore}::timestamptz then 1 else ${rateLimitCounters.failures} + 1 end`
}

/**
 * Counts one attempt against a delay counter. Returns 0 when it was counted and may be
 * checked, or the milliseconds until the next attempt will be (nothing counted).
 */
export async function countTowardDelay(
  db: Queryable,
  key: string,
  rule: DelayRule,
  now: Date,
  forgetAfterMs: number,
): Promise<number> {
  const nowIso = now.toISOString()
  const failures = nextFailures(now, forgetAfterMs)
  const firstDelay = delayAfter(rule, 1)
  const counted = await db
    .insert(rateLimitCounters)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      blockedUntil: firstDelay > 0 ? new Date(now.getTime() + firstDelay) : null,
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        failures,
        windowStartedAt: now,
        // delayAfter() in SQL, so the wait is in place before the row lock is released.
        blockedUntil: sql`case when ${failures} >= ${rule.freeFailures}
          then ${nowIso}::timestamptz + interval '1 millisecond' * least(${rule.maxDelayMs}::float8,
            ${rule.firstDelayMs}::float8 * power(2, least(${failures} - ${rule.freeFailures}, 30)))
          end`,
      },
      // Locked either way; updated (and returned) only when no wait is running.
      setWhere: sql`${rateLimitCounters.blockedUntil} is null or ${rateLimitCounters.blockedUntil} <= ${nowIso}::timestamptz`,
    })
    .returning({ failures: rateLimitCounters.failures })
  if (counted.length > 0) return 0
  const [row] = await db
    .select({ blockedUntil: rateLimitCounters.blockedUntil })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key))
  return Math.max(1, (row?.blockedUntil?.getTime() ?? 0) - now.getTime())
}

/** Counts one attempt from a trusted browser; false once it has failed `deviceFailures` times in a row. */
export async function countDeviceAttempt(
  db: Queryable,
  key: string,
  now: Date,
  limits: { deviceFailures: number; forgetAfterMs: number },
): Promise<boolean> {
  const forgetBefore = new Date(now.getTime() - limits.forgetAfterMs).toISOString()
  const counted = await db
    .insert(rateLimitCounters)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: { failures: nextFailures(now, limits.forgetAfterMs), windowStartedAt: now },
      setWhere: sql`${rateLimitCounters.failures} < ${limits.deviceFailures} or ${rateLimitCounters.windowStartedAt} <= ${forgetBefore}::timestamptz`,
    })
    .returning({ failures: rateLimitCounters.failures })
  return counted.length > 0
}

export async function deleteThrottleCounter(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key))
}

/** Takes one failure back from a counter, lifting its wait once it is within the free ones. */
export async function forgiveOneFailure(
  db: Queryable,
  key: string,
  freeFailures: number,
): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({
      failures: sql`greatest(${rateLimitCounters.failures} - 1, 0)`,
      blockedUntil: sql`case when ${rateLimitCounters.failures} - 1 < ${freeFailures} then null else ${rateLimitCounters.blockedUntil} end`,
    })
    .where(eq(rateLimitCounters.key, key))
}
