import { sql } from 'drizzle-orm'
import { check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, instant, outboxSending, serialId } from './columns.ts'
import { orders } from './orders.ts'

/**
 * Every text message (SMS) the shop sends, written like an email into an outbox: an
 * order's texts in the transaction that caused them, sent by a worker with retries;
 * a one-time code sent at once and recorded here after (its message stored with the
 * code blanked). Each send's gateway id and status are kept. Purged with the email
 * outbox's retention (housekeeping).
 */
export const textOutbox = pgTable(
  'text_outbox',
  {
    id: serialId(),
    /** What caused it ('phone_code', 'order_placed', 'out_for_delivery', ...). */
    kind: text('kind').notNull(),
    /** The order it is about (null for codes); its timeline says when it was sent. */
    orderId: text('order_id').references(() => orders.orderId, { onDelete: 'set null' }),
    /** The mobile number as the gateway takes it: '09171234567'. */
    toNumber: text('to_number').notNull(),
    /** At most 160 GSM-7 characters (one SMS part). */
    message: text('message').notNull(),
    ...outboxSending(),
    /** The gateway's message id and its status when it took the message. */
    gatewayMessageId: text('gateway_message_id'),
    gatewayStatus: text('gateway_status'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('text_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('text_outbox_created_idx').on(t.createdAt),
    index('text_outbox_order_idx').on(t.orderId),
    check('text_outbox_attempts', sql`${t.attempts} >= 0`),
  ],
)
