import type { Logger } from 'pino'
import type { StaffUser } from '../shared/schemas/auth'
import type { CatalogCache } from './catalog/catalog-cache'
import type { CatalogListener } from './catalog/catalog-listener'
import type { Config } from './config'
import type { Database } from './db/client'
import type { HostedStoreClient } from './hosted-store/hosted-store-client'
import type { MediaStore } from './media/media-store'

/** What every route module is built from. Passed in, so tests can build their own. */
export interface AppDeps {
  db: Database
  config: Config
  logger: Logger
  /** The clock, replaceable in tests (promo windows, expiry). */
  now: () => Date
  /** Serialised catalog answers; every catalog write calls `notifyCatalogChanged`. */
  catalogCache: CatalogCache
  /** On PostgreSQL: hears other processes' catalog changes (absent on PGlite). */
  catalogListener?: CatalogListener | undefined
  /** Uploaded image files (local disk under DATA_DIR/media, or another store). */
  media: MediaStore
  /** The hosted store service (HOSTED_STORE_URL), or the built-in sample store. */
  hostedStore: HostedStoreClient
}

/** Hono context variables set by middleware. */
export interface AppEnv {
  Variables: {
    staff: StaffUser
    sessionToken: string
    /** Set when the answer came from the catalog cache (logged at debug, not info). */
    cacheHit: boolean
  }
}
