import { and, asc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm'
import type { Database, Queryable } from '#server/db/client.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { LINK_EXPIRED_UNSENT, withoutOneTimeLinks } from './one-time-links.ts'

/**
 * The outbox as the sending worker and housekeeping see it: claiming the next due
 * email, recording how a send went, and tidying what was sent.
 */

export type OutboxRow = typeof emailOutbox.$inferSelect

/** What a send attempt changes on its row. */
export type OutboxChanges = Partial<
  Pick<
    typeof emailOutbox.$inferInsert,
    | 'status'
    | 'lastError'
    | 'nextAttemptAt'
    | 'sentAt'
    | 'textBody'
    | 'htmlBody'
    | 'secretExpiresAt'
  >
>

/**
 * Claims the next due pending email: its attempt is counted and it stays invisible to
 * other workers for `leaseMs` (rows another worker holds are skipped, not waited on).
 */
export function claimDueEmail(
  db: Database,
  now: Date,
  leaseMs: number,
): Promise<OutboxRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!due) return undefined
    const [claimed] = await tx
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(eq(emailOutbox.id, due.id))
      .returning()
    return claimed
  })
}

export async function updateOutboxEmail(
  db: Queryable,
  id: number,
  changes: OutboxChanges,
): Promise<void> {
  await db.update(emailOutbox).set(changes).where(eq(emailOutbox.id, id))
}

/**
 * Emails whose one-time link expired by `now`, up to `limit`, stored without it; one
 * still waiting to be sent is marked failed instead of going out with a dead link.
 * Returns how many it looked at (fewer than `limit`: none are left).
 */
export async function scrubExpiredLinks(db: Queryable, now: Date, limit: number): Promise<number> {
  const due = await db
    .select({
      id: emailOutbox.id,
      status: emailOutbox.status,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
    })
    .from(emailOutbox)
    .where(lte(emailOutbox.secretExpiresAt, now))
    .orderBy(emailOutbox.id)
    .limit(limit)
  for (const row of due) {
    await db
      .update(emailOutbox)
      .set({
        ...withoutOneTimeLinks(row),
        ...(row.status === 'pending' ? { status: 'failed', lastError: LINK_EXPIRED_UNSENT } : {}),
      })
      // Another process may have scrubbed it (or a worker sent it) meanwhile.
      .where(and(eq(emailOutbox.id, row.id), isNotNull(emailOutbox.secretExpiresAt)))
  }
  return due.length
}

/** Sent and failed emails created before `before`; pending ones stay until sent. Returns how many. */
export async function deleteFinishedEmails(db: Queryable, before: Date): Promise<number> {
  const deleted = await db
    .delete(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['sent', 'failed']), lt(emailOutbox.createdAt, before)))
    .returning({ id: emailOutbox.id })
  return deleted.length
}
