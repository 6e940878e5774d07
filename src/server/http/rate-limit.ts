import type { Context, MiddlewareHandler } from 'hono'
import type { AppDeps } from '#server/app-env.ts'
import type { Queryable } from '#server/db/client.ts'
import { renderBudgetOf } from '#server/page-rendering/render-budget.ts'
import { clientAddressKey } from './client-ip.ts'
import { tooManyAttempts } from './errors.ts'
import { countHit } from './rate-limit-repo.ts'

/**
 * A fixed-window counter per key, kept in the database so the limit holds across
 * every server process. It reuses the `rate_limit_counters` table, which is a plain
 * key -> (count, window start) store; keys here start with `rate:` so they never
 * meet the sign-in throttle's keys.
 *
 * Two kinds of subject (DEVELOPERS.md, "limits must be fair to shared addresses"):
 * - the caller's address (IPv6 by /64): sized for hundreds of shoppers behind one
 *   carrier-grade NAT address, so it only stops floods;
 * - the target (an email address, a phone number, a product): tight, since one real
 *   person rarely needs more, and this is what stops abuse of a single victim.
 */
export interface RateLimitRule {
  /** Names the counter, e.g. 'subscribe'; part of the key. */
  name: string
  limit: number
  windowMs: number
}

/** One counter to bump: a rule and what it counts (an address key, an email, a phone). */
export interface RateLimitHit {
  rule: RateLimitRule
  subject: string
  /** How many hits this one request counts as (default 1), e.g. one per product it asks about. */
  weight?: number
}

export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `rate:${rule.name}:${subject}`
}

/** Counts `weight` hits (default one) and says whether they are within the limit. */
export async function hitRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  subject: string,
  now: Date,
  weight = 1,
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const { count, startedAt } = await countHit(
    db,
    rateLimitKey(rule, subject),
    now,
    rule.windowMs,
    weight,
  )
  const windowEnds = startedAt.getTime() + rule.windowMs
  return {
    allowed: count <= rule.limit,
    retryAfterMs: count <= rule.limit ? 0 : Math.max(0, windowEnds - now.getTime()),
  }
}

/**
 * Counts every hit (all of them, so a refused flood still uses up its window) and
 * throws 429 with the longest wait when any is over its limit.
 */
export async function enforceRateLimits(
  db: Queryable,
  hits: readonly RateLimitHit[],
  now: Date,
  message?: (wait: string) => string,
): Promise<void> {
  let wait = 0
  for (const { rule, subject, weight } of hits) {
    const { allowed, retryAfterMs } = await hitRateLimit(db, rule, subject, now, weight)
    if (!allowed) wait = Math.max(wait, retryAfterMs)
  }
  if (wait > 0) throw tooManyAttempts(wait, message)
}

/**
 * The caller's address key for per-address limits (behind trusted proxies, IPv6 by
 * /64); for a server render's in-process API call, the render's own budget.
 */
export function callerKey(c: Context, deps: Pick<AppDeps, 'config'>): string {
  return renderBudgetOf(c) ?? clientAddressKey(c, deps.config.trustProxy)
}

/** Middleware: 429 `too_many_attempts` with Retry-After once an address exceeds the rule. */
export function rateLimit(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  rule: RateLimitRule,
): MiddlewareHandler {
  return async (c, next) => {
    await enforceRateLimits(deps.db, [{ rule, subject: callerKey(c, deps) }], deps.now())
    await next()
  }
}

/**
 * A public route's limits, declared once in its module (decision 0085): one rule per
 * caller address, checked before the body is read, and one rule per target the body
 * names (an email, a phone, an order), checked once the input is valid.
 */
export interface RouteRateLimitsSpec<Target extends string> {
  address: RateLimitRule
  targets?: Record<Target, RateLimitRule>
  /** The refusal's sentence, given the wait in words ('3 minutes'); a general one otherwise. */
  message?: (wait: string) => string
}

export interface RouteRateLimits<Target extends string> extends RouteRateLimitsSpec<Target> {
  targets: Record<Target, RateLimitRule>
  /** Middleware: counts the caller's address, 429 past its rule. */
  perAddress(deps: Pick<AppDeps, 'db' | 'config' | 'now'>): MiddlewareHandler
  /**
   * Counts each named target (empty subjects are skipped) and throws 429 with the
   * longest wait when any is over its rule. `weight` counts one request as several.
   */
  perTarget(
    deps: Pick<AppDeps, 'db' | 'now'>,
    subjects: Partial<Record<Target, string | undefined>>,
    weight?: number,
  ): Promise<void>
}

export function routeRateLimits<Target extends string = never>(
  spec: RouteRateLimitsSpec<Target>,
): RouteRateLimits<Target> {
  const targets = spec.targets ?? ({} as Record<Target, RateLimitRule>)
  return {
    ...spec,
    targets,
    perAddress: (deps) => async (c, next) => {
      const hit = { rule: spec.address, subject: callerKey(c, deps) }
      await enforceRateLimits(deps.db, [hit], deps.now(), spec.message)
      await next()
    },
    perTarget: async (deps, subjects, weight) => {
      const hits: RateLimitHit[] = []
      for (const [target, subject] of Object.entries(subjects) as [Target, string | undefined][]) {
        const rule = targets[target]
        if (!rule) throw new Error(`No rate limit declared for the target '${target}'`)
        if (subject) hits.push({ rule, subject, ...(weight ? { weight } : {}) })
      }
      await enforceRateLimits(deps.db, hits, deps.now(), spec.message)
    },
  }
}
