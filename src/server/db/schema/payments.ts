import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { belongsTo, instant, serialId } from './columns.ts'
import { orders } from './orders.ts'
import { staffUsers } from './staff.ts'

/**
 * A GCash shopper's proof of payment: a screenshot (stored as one WebP, metadata
 * stripped, under a key nobody can guess and never under the public `/media` path)
 * and the 13-digit GCash reference number. An order keeps every proof it was sent (at
 * most 5; the screenshots only under the retention rules, decision 0081); the newest is
 * the one staff review. `orders.payment_state` mirrors the newest
 * proof's state so the 'To verify' filter is an index read.
 */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: serialId(),
    orderId: belongsTo(text('order_id'), () => orders.orderId),
    /** 'proof-' + 43 base64url characters (32 random bytes): the media store key. */
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** 13 digits, spaces removed. Not unique: a reused number is flagged to staff. */
    referenceNumber: text('reference_number').notNull(),
    /** What the shopper was asked to send when they sent this proof (the total then). */
    amountDueCentavos: integer('amount_due_centavos'),
    /**
     * 'payment' for the order's payment; 'balance' for a proof of the balance left after a
     * short payment or a heavier packing (issue 28 §1).
     */
    purpose: text('purpose').notNull().default('payment'),
    /** What staff recorded as received when they verified this proof (issue 28 §1); null until then. */
    amountReceivedCentavos: integer('amount_received_centavos'),
    /** 'submitted' until staff verify or reject it. */
    state: text('state').notNull().default('submitted'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: instant('reviewed_at'),
    reviewedByStaffId: integer('reviewed_by_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    /** Copied so the history still names the reviewer after the account is removed. */
    reviewedByName: text('reviewed_by_name'),
    submittedAt: instant('submitted_at').notNull(),
    /**
     * When housekeeping removed the image under the proof's retention rule (issue 29:
     * superseded once another is verified, cancelled orders after 30 days, every proof
     * 180 days after completion). The row stays: the reference number and the amount
     * received are the order's money trail.
     */
    fileRemovedAt: instant('file_removed_at'),
  },
  (t) => [
    index('payment_proofs_order_idx').on(t.orderId, t.submittedAt),
    index('payment_proofs_reference_idx').on(t.referenceNumber),
    check('payment_proofs_state', sql`${t.state} in ('submitted', 'verified', 'rejected')`),
    check('payment_proofs_purpose', sql`${t.purpose} in ('payment', 'balance')`),
    check(
      'payment_proofs_amount_received',
      sql`${t.amountReceivedCentavos} is null or ${t.amountReceivedCentavos} > 0`,
    ),
  ],
)
