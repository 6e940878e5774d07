import type { Logger } from 'pino'
import type { CatalogCache } from '#server/catalog/catalog-cache.ts'
import type { CatalogListener } from '#server/catalog/catalog-listener.ts'
import type { Database } from '#server/db/client.ts'
import type { HostedStoreClient } from '#server/hosted-store/hosted-store-client.ts'
import type { MediaStore } from '#server/media/media-store.ts'
import type { PaymentGateway } from '#server/online-payments/payment-gateway.ts'
import type { SmsGateway } from '#server/sms/sms-gateway.ts'
import type { StaffUser } from '#shared/schemas/auth.ts'
import type { Config } from './config.ts'

/** What every route module is built from. Passed in, so tests can build their own. */
export interface AppDeps {
  db: Database
  config: Config
  logger: Logger
  /** The clock, replaceable in tests (promo windows, expiry). */
  now: () => Date
  /** Serialised catalog answers; catalog writes call `notifyCatalogChanged`, stock moves `notifyStockChanged`. */
  catalogCache: CatalogCache
  /** On PostgreSQL: hears other processes' catalog changes (absent on PGlite). */
  catalogListener?: CatalogListener | undefined
  /** Uploaded image files (local disk under DATA_DIR/media, or another store). */
  media: MediaStore
  /** The hosted store service (HOSTED_STORE_URL), or the built-in sample store. */
  hostedStore: HostedStoreClient
  /**
   * The SMS gateway (SMS_PROVIDER=semaphore), or none: then order texts wait in the
   * outbox and checkout does not verify phone numbers.
   */
  sms?: SmsGateway | undefined
  /**
   * The payment gateway (PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET set), or none:
   * then checkout offers cash on delivery and GCash as before (issue 32).
   */
  paymentGateway?: PaymentGateway | undefined
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
