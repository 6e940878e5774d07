import { and, asc, count, desc, eq, inArray, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { Database, Queryable } from '#server/db/client.ts'
import { adminPage } from '#server/db/paging.ts'
import { orders } from '#server/db/schema/orders.ts'
import { textOutbox } from '#server/db/schema/texts.ts'
import { AppError } from '#server/http/errors.ts'
import { PHONE_CODE_TEXT_KIND } from '#shared/order-texts.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  type AdminOutboxText,
  type OutboxFilter,
} from '#shared/schemas/admin-messages.ts'

/**
 * The text outbox (docs/architecture.md §6, like the email outbox): texts written in the
 * transaction that caused them, claimed one at a time by the worker, and what each send
 * did. A one-time code is recorded here after it was sent, never before.
 */

export type TextRow = typeof textOutbox.$inferSelect

/** A text as a feature hands it over. */
export interface OutgoingText {
  /** 'order_placed', 'out_for_delivery', ... (orderTextKinds) or 'phone_code'. */
  kind: string
  orderId: string | null
  /** As the gateway takes it: '09171234567' (gatewayNumber). */
  to: string
  message: string
}

/**
 * Writes a text into the outbox, pending. Call it with the transaction that writes
 * what caused the text: both commit or neither, and sending happens later, so a gateway
 * that is down never fails the request. `now` is the app clock.
 */
export async function enqueueText(tx: Queryable, text: OutgoingText, now: Date): Promise<number> {
  if (!/^09\d{9}$/.test(text.to)) throw new Error(`enqueueText(${text.kind}): not a mobile number`)
  const [row] = await tx
    .insert(textOutbox)
    .values({
      kind: text.kind,
      orderId: text.orderId,
      toNumber: text.to,
      message: text.message,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: textOutbox.id })
  return row!.id
}

/** A text already sent (or refused) outside the queue: the one-time code. */
export async function recordText(
  db: Queryable,
  text: OutgoingText,
  outcome:
    | { status: 'sent'; gatewayMessageId: string; gatewayStatus: string }
    | { status: 'failed'; lastError: string },
  now: Date,
): Promise<void> {
  await db.insert(textOutbox).values({
    kind: text.kind,
    orderId: text.orderId,
    toNumber: text.to,
    message: text.message,
    attempts: 1,
    nextAttemptAt: now,
    createdAt: now,
    ...(outcome.status === 'sent'
      ? {
          status: 'sent',
          sentAt: now,
          gatewayMessageId: outcome.gatewayMessageId,
          gatewayStatus: outcome.gatewayStatus,
        }
      : { status: 'failed', lastError: outcome.lastError }),
  })
}

/**
 * Claims the next due pending text: its attempt is counted and it stays invisible to
 * other workers for `leaseMs` (rows another worker holds are skipped, not waited on).
 */
export function claimDueText(
  db: Database,
  now: Date,
  leaseMs: number,
): Promise<TextRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: textOutbox.id })
      .from(textOutbox)
      .where(and(eq(textOutbox.status, 'pending'), lte(textOutbox.nextAttemptAt, now)))
      .orderBy(asc(textOutbox.nextAttemptAt), asc(textOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!due) return undefined
    const [claimed] = await tx
      .update(textOutbox)
      .set({
        attempts: sql`${textOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(eq(textOutbox.id, due.id))
      .returning()
    return claimed
  })
}

export type TextChanges = Partial<
  Pick<
    typeof textOutbox.$inferInsert,
    | 'status'
    | 'attempts'
    | 'lastError'
    | 'nextAttemptAt'
    | 'sentAt'
    | 'gatewayMessageId'
    | 'gatewayStatus'
  >
>

export async function updateText(db: Queryable, id: number, changes: TextChanges): Promise<void> {
  await db.update(textOutbox).set(changes).where(eq(textOutbox.id, id))
}

/** Sent and failed texts created before `before`; pending ones stay until sent. Returns how many. */
export async function deleteFinishedTexts(db: Queryable, before: Date): Promise<number> {
  const deleted = await db
    .delete(textOutbox)
    .where(and(inArray(textOutbox.status, ['sent', 'failed']), lt(textOutbox.createdAt, before)))
    .returning({ id: textOutbox.id })
  return deleted.length
}

/** An order link in a stored text: admins see that there was one, not the secret itself. */
const ORDER_LINK = /\/orders\/[A-Za-z0-9_-]{22}/g
export const HIDDEN_LINK = '/orders/[link]'

const listColumns = {
  id: textOutbox.id,
  kind: textOutbox.kind,
  orderId: textOutbox.orderId,
  to: textOutbox.toNumber,
  message: textOutbox.message,
  status: textOutbox.status,
  attempts: textOutbox.attempts,
  lastError: textOutbox.lastError,
  gatewayMessageId: textOutbox.gatewayMessageId,
  gatewayStatus: textOutbox.gatewayStatus,
  createdAt: textOutbox.createdAt,
  sentAt: textOutbox.sentAt,
  nextAttemptAt: textOutbox.nextAttemptAt,
}

type ListRow = Omit<AdminOutboxText, 'createdAt' | 'sentAt' | 'nextAttemptAt'> & {
  createdAt: Date
  sentAt: Date | null
  nextAttemptAt: Date
}

function toAdminText(row: ListRow): AdminOutboxText {
  return {
    ...row,
    message: row.message.replace(ORDER_LINK, HIDDEN_LINK),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  }
}

export async function listTextOutbox(
  db: Queryable,
  query: { status: OutboxFilter; page: number },
): Promise<AdminPage<AdminOutboxText>> {
  const where: SQL | undefined =
    query.status === 'all' ? undefined : eq(textOutbox.status, query.status)
  const pageSize = ADMIN_MESSAGES_PAGE_SIZE
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(textOutbox)
      .where(where)
      .orderBy(desc(textOutbox.createdAt), desc(textOutbox.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(textOutbox).where(where),
  ])
  return adminPage(rows.map(toAdminText), total?.n ?? 0, { page: query.page, pageSize })
}

/**
 * Makes a failed or waiting text due now, attempts from zero (as for emails). A sent
 * text is never sent twice, and a code is never sent again from here: it was for one
 * checkout, and its stored copy has no code in it (409).
 */
export async function retryText(
  db: Queryable,
  id: number,
  now: Date,
): Promise<AdminOutboxText | null> {
  const [existing] = await db
    .select({ status: textOutbox.status, kind: textOutbox.kind })
    .from(textOutbox)
    .where(eq(textOutbox.id, id))
  if (!existing) return null
  if (existing.status === 'sent') {
    throw new AppError(409, 'conflict', 'That text has already been sent.')
  }
  if (existing.kind === PHONE_CODE_TEXT_KIND) {
    throw new AppError(
      409,
      'conflict',
      'A verification code is not sent again from here. The shopper can press Resend code.',
    )
  }
  const [row] = await db
    .update(textOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(eq(textOutbox.id, id))
    .returning(listColumns)
  return row ? toAdminText(row) : null
}

/** What an order text needs of the order (order-texts.ts `TextOrder`), by id. */
export async function textOrderById(db: Queryable, orderId: string) {
  const [order] = await db
    .select({
      orderId: orders.orderId,
      textUpdates: orders.textUpdates,
      customerPhone: orders.customerPhone,
      phoneKey: orders.phoneKey,
      totalCentavos: orders.totalCentavos,
      paymentMethod: orders.paymentMethod,
      paymentState: orders.paymentState,
      paidCentavos: orders.paidCentavos,
      balanceSettledCentavos: orders.balanceSettledCentavos,
      deliveryDate: orders.deliveryDate,
      deliveryStartsMinute: orders.deliveryStartsMinute,
      deliveryEndsMinute: orders.deliveryEndsMinute,
    })
    .from(orders)
    .where(eq(orders.orderId, orderId))
  return order
}
