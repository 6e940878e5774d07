import { sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { AppDeps } from '../app-env'
import type { Queryable } from '../db/client'
import { loginThrottle } from '../db/schema/staff'
import { clientIp } from './client-ip'
import { AppError } from './errors'

/**
 * A fixed-window counter per key, kept in the database so the limit holds across
 * every server process. It reuses the `login_throttle` table, which is a plain
 * key -> (count, window start) store; keys here start with `rate:` so they never
 * meet the sign-in throttle's `email:` and `ip:` keys.
 */
export interface RateLimitRule {
  /** Names the counter, e.g. 'subscribe'; part of the key. */
  name: string
  limit: number
  windowMs: number
}

export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `rate:${rule.name}:${subject}`
}

/**
 * Counts one hit and says whether it is within the limit. One upsert: the row lock
 * taken by ON CONFLICT serialises concurrent hits, so two processes cannot both
 * read "9" and both let the tenth and eleventh through.
 */
export async function hitRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString()
  const nowIso = now.toISOString()
  const expired = sql`${loginThrottle.windowStartedAt} <= ${windowStart}::timestamptz`
  const [row] = await db
    .insert(loginThrottle)
    .values({ key: rateLimitKey(rule, subject), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowIso}::timestamptz else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({ count: loginThrottle.failures, startedAt: loginThrottle.windowStartedAt })
  const count = row?.count ?? 1
  const windowEnds = (row?.startedAt ?? now).getTime() + rule.windowMs
  return {
    allowed: count <= rule.limit,
    retryAfterMs: count <= rule.limit ? 0 : Math.max(0, windowEnds - now.getTime()),
  }
}

/** Middleware: 429 `too_many_attempts` with Retry-After once an address exceeds the rule. */
export function rateLimit(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  rule: RateLimitRule,
): MiddlewareHandler {
  return async (c, next) => {
    const ip = clientIp(c, deps.config.trustProxy)
    const { allowed, retryAfterMs } = await hitRateLimit(deps.db, rule, ip, deps.now())
    if (!allowed) {
      const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
      const minutes = Math.ceil(seconds / 60)
      throw new AppError(
        429,
        'too_many_attempts',
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        undefined,
        { 'Retry-After': String(seconds) },
      )
    }
    await next()
  }
}
