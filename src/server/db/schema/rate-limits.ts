import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Counters keyed by name: failed sign-ins ('signin:...') and request limits
 * ('rate:...'). Kept in the database so limits hold across several server processes.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sign-in delays: no attempt under this key is checked before this moment. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStartedAt)],
)
