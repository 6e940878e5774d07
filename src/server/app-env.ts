import type { Logger } from 'pino'
import type { StaffUser } from '../shared/schemas/auth'
import type { Config } from './config'
import type { Database } from './db/client'

/** What every route module is built from. Passed in, so tests can build their own. */
export interface AppDeps {
  db: Database
  config: Config
  logger: Logger
  /** The clock, replaceable in tests (promo windows, expiry). */
  now: () => Date
}

/** Hono context variables set by middleware. */
export interface AppEnv {
  Variables: {
    staff: StaffUser
    sessionToken: string
  }
}
