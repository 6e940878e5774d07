import { count, desc, eq, type SQL } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { adminPage } from '#server/db/paging.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { AppError } from '#server/http/errors.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  type AdminOutboxEmail,
  type OutboxFilter,
} from '#shared/schemas/admin-messages.ts'
import { REMOVED_LINK_NOTE } from './one-time-links.ts'

/** An email as a feature hands it over; the worker adds the sender when it sends. */
export interface OutgoingEmail {
  /** What caused it ('contact_message', 'order_placed', ...), for admins and logs. */
  kind: string
  to: string[]
  replyTo?: string | undefined
  subject: string
  text: string
  html?: string | undefined
  /**
   * The bodies hold a one-time link valid until then: they are stored without it once
   * the email is sent or the link has expired (one-time-links.ts).
   */
  secretExpiresAt?: Date | undefined
}

/**
 * Writes an email into the outbox (docs/architecture.md §6). Call it with the transaction that
 * writes what caused the email: both commit together or neither does, and sending
 * happens later, so a slow or failing provider never fails the shopper's request.
 * `now` is the app clock; without it the database's clock stamps the row.
 */
export async function enqueueEmail(
  tx: Queryable,
  email: OutgoingEmail,
  now?: Date,
): Promise<number> {
  const to = [...new Set(email.to.map((a) => a.trim()).filter((a) => a !== ''))]
  if (to.length === 0) throw new Error(`enqueueEmail(${email.kind}): no recipient`)
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddresses: to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      secretExpiresAt: email.secretExpiresAt ?? null,
      ...(now ? { nextAttemptAt: now, createdAt: now } : {}),
    })
    .returning({ id: emailOutbox.id })
  return row!.id
}

/** Every column but the bodies: a set-password email's body holds a live link. */
const listColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  to: emailOutbox.toAddresses,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
}

type Row = Omit<AdminOutboxEmail, 'createdAt' | 'sentAt' | 'nextAttemptAt'> & {
  createdAt: Date
  sentAt: Date | null
  nextAttemptAt: Date
}

function toAdminEmail(row: Row): AdminOutboxEmail {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  }
}

export async function listOutbox(
  db: Queryable,
  query: { status: OutboxFilter; page: number },
): Promise<AdminPage<AdminOutboxEmail>> {
  const where: SQL | undefined =
    query.status === 'all' ? undefined : eq(emailOutbox.status, query.status)
  const pageSize = ADMIN_MESSAGES_PAGE_SIZE
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ])
  return adminPage(rows.map(toAdminEmail), total?.n ?? 0, { page: query.page, pageSize })
}

/**
 * Makes a failed or waiting email due now, unless its one-time link has expired. Attempts start again from zero: the
 * worker gives up after its last attempt, so a kept count would fail the retry at
 * once. The last error stays until the next attempt replaces it. A sent email is
 * never sent twice (409).
 */
export async function retryOutboxEmail(
  db: Queryable,
  id: number,
  now: Date,
): Promise<AdminOutboxEmail | null> {
  const [existing] = await db
    .select({ status: emailOutbox.status, textBody: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
  if (!existing) return null
  if (existing.status === 'sent') {
    throw new AppError(409, 'conflict', 'That email has already been sent.')
  }
  if (existing.textBody.includes(REMOVED_LINK_NOTE)) {
    // Its one-time link expired and was removed: sending it now would help nobody.
    throw new AppError(
      409,
      'conflict',
      'The link in that email has expired. Send a new set-password link from Users instead.',
    )
  }
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(eq(emailOutbox.id, id))
    .returning(listColumns)
  return row ? toAdminEmail(row) : null
}
