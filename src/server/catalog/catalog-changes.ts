import { sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import type { CatalogCache } from './catalog-cache.ts'

/** The PostgreSQL channel on which every process hears that the catalog changed. */
export const CATALOG_CHANNEL = 'catalog_changed'

/**
 * Every catalog write calls this inside its own transaction (product, bundle, recipe
 * and promo edits; stock taken or returned by orders), with the transaction as `db`.
 *
 * It empties this process's cache at once, and queues a NOTIFY that PostgreSQL
 * delivers to every listening process (this one included) when the transaction
 * commits, and never if it rolls back. Each listener then empties its cache again,
 * which also drops an answer another request computed from the old rows between
 * this call and the commit. On PGlite (one process) the NOTIFY has no listener and
 * costs nothing; readers there wait for the transaction, so they never see old rows.
 */
export async function notifyCatalogChanged(db: Queryable, cache: CatalogCache): Promise<void> {
  cache.invalidate()
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`)
}
