import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import { adminPage } from '#server/admin-catalog/admin-list.ts'
import type { Queryable } from '#server/db/client.ts'
import { contactMessages } from '#server/db/schema/shop.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  type AdminContactMessage,
  type ContactMessageFilter,
} from '#shared/schemas/admin-messages.ts'

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
