import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { Database, Queryable } from '#server/db/client.ts'
import { adminPage } from '#server/db/paging.ts'
import { contactMessages } from '#server/db/schema/shop.ts'
import { enqueueEmail } from '#server/email/outbox-repo.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  type AdminContactMessage,
  type ContactMessageFilter,
} from '#shared/schemas/admin-messages.ts'
import { contactMessageEmail } from './contact-email.ts'

export interface NewContactMessage {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

/**
 * Stores a contact message and queues its email to the notification addresses in
 * one transaction (docs/architecture.md §3): either the staff will get both, or the shopper
 * gets an error and nothing was written. Sending happens later, in the worker.
 */
export async function saveContactMessage(
  db: Database,
  input: NewContactMessage,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        createdAt: now,
      })
      .returning({ id: contactMessages.id })
    const [notifications, site] = await Promise.all([
      getSettings(tx, 'notifications'),
      getSettings(tx, 'site'),
    ])
    const email = contactMessageEmail({ ...input, receivedAt: now }, site.siteName)
    await enqueueEmail(
      tx,
      {
        kind: 'contact_message',
        to: notifications.notificationEmails,
        replyTo: input.email,
        ...email,
      },
      now,
    )
    return row!.id
  })
}

type Row = typeof contactMessages.$inferSelect

function toAdminMessage(row: Row): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }
}

function statusWhere(status: ContactMessageFilter): SQL | undefined {
  if (status === 'open') return isNull(contactMessages.handledAt)
  if (status === 'handled') return isNotNull(contactMessages.handledAt)
  return undefined
}

/** Newest first; ties (same instant) by id so paging never repeats a message. */
export async function listContactMessages(
  db: Queryable,
  query: { status: ContactMessageFilter; page: number },
): Promise<AdminPage<AdminContactMessage>> {
  const where = statusWhere(query.status)
  const pageSize = ADMIN_MESSAGES_PAGE_SIZE
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
  ])
  return adminPage(rows.map(toAdminMessage), total?.n ?? 0, { page: query.page, pageSize })
}

/** Marks handled (keeping the first handled time) or reopens; null when there is no such message. */
export async function setMessageHandled(
  db: Queryable,
  id: number,
  handled: boolean,
  now: Date,
): Promise<AdminContactMessage | null> {
  const [existing] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
  if (!existing) return null
  const handledAt = handled ? (existing.handledAt ?? now) : null
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt })
    .where(eq(contactMessages.id, id))
    .returning()
  return row ? toAdminMessage(row) : null
}
