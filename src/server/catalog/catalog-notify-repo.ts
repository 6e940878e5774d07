import { sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'

/**
 * Queues a NOTIFY on `channel`: PostgreSQL delivers it to every listening process when
 * the transaction `db` belongs to commits, and never if it rolls back.
 */
export async function queueNotify(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`)
}
