import { inArray, sql } from 'drizzle-orm'
import type { Queryable } from '../db/client'
import { loginThrottle } from '../db/schema/staff'

/**
 * Slows down password guessing (DESIGN.md §5): after a burst of failures for one
 * email, or from one address, sign-in answers 429 until the window passes. The
 * counters live in the database so the limit holds across server processes.
 */
export const throttleLimits = {
  windowMs: 15 * 60 * 1000,
  perEmail: 5,
  perIp: 50,
} as const

export function throttleKeys(email: string, ip: string) {
  return { email: `email:${email.toLowerCase()}`, ip: `ip:${ip}` }
}

/** Milliseconds until sign-in is allowed again, or 0 when it is allowed now. */
export async function throttleWait(
  db: Queryable,
  keys: { email: string; ip: string },
  now: Date,
): Promise<number> {
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.email, keys.ip]))
  let wait = 0
  for (const row of rows) {
    const limit = row.key === keys.email ? throttleLimits.perEmail : throttleLimits.perIp
    const windowEnds = row.windowStartedAt.getTime() + throttleLimits.windowMs
    if (row.failures >= limit && windowEnds > now.getTime()) {
      wait = Math.max(wait, windowEnds - now.getTime())
    }
  }
  return wait
}

export async function recordFailure(
  db: Queryable,
  keys: { email: string; ip: string },
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - throttleLimits.windowMs)
  await db
    .insert(loginThrottle)
    .values([
      { key: keys.email, failures: 1, windowStartedAt: now },
      { key: keys.ip, failures: 1, windowStartedAt: now },
    ])
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStartedAt} end`,
      },
    })
}

/** A successful sign-in forgives that email's failures (not the address's). */
export async function clearEmailFailures(db: Queryable, emailKey: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [emailKey]))
}
