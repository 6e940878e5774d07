import { inArray } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { subscribers } from '#server/db/schema/shop.ts'

/**
 * Adds an address unless it is already there. One statement whichever way it
 * goes (ON CONFLICT DO NOTHING on the unique email), so the public form does the
 * same work for a new and a known address. Returns whether a row was added, for
 * callers allowed to know (the admin's 'Duplicate Email').
 */
export async function addSubscriber(
  db: Queryable,
  input: { email: string; source: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(subscribers)
    .values({ email: input.email, source: input.source, createdAt: input.now })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id })
  return inserted.length > 0
}

/** Removes the given subscribers in one statement; returns how many there were. */
export async function deleteSubscribers(db: Queryable, ids: readonly number[]): Promise<number> {
  const deleted = await db
    .delete(subscribers)
    .where(inArray(subscribers.id, [...ids]))
    .returning({ id: subscribers.id })
  return deleted.length
}
