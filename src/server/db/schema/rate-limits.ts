import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { instant } from './columns.ts'

/**
 * Counters keyed by name: failed sign-ins ('signin:...') and request limits
 * ('rate:...'). Kept in the database so limits hold across several server processes.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: instant('window_started_at').notNull().defaultNow(),
    /** Sign-in delays: no attempt under this key is checked before this moment. */
    blockedUntil: instant('blocked_until'),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStartedAt)],
)
