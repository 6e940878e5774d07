import type { Queryable } from '#server/db/client.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { HOUR_MS } from '#shared/durations.ts'

/** The payment states that still wait for the shopper: no proof, or a rejected one. */
export const UNPAID_PAYMENT_STATES = ['awaiting', 'rejected'] as const

/**
 * When an unpaid GCash order without a proof is cancelled: `hours` (the GCash
 * settings' `paymentDeadlineHours`) after `from`, its placement (docs/product-rules.md
 * §12; a rejected proof gives `paymentDueAfterRejection` instead).
 */
export function paymentDueAt(from: Date, hours: number): Date {
  return new Date(from.getTime() + hours * HOUR_MS)
}

/** When the shopper is reminded: halfway through the `hours` that end at `due`. */
export function reminderAt(due: Date, hours: number): Date {
  return new Date(due.getTime() - (hours * HOUR_MS) / 2)
}

/**
 * The least a shopper whose proof was rejected gets to pay again and send a new proof:
 * time to read the email, redo the transfer if need be and take a new screenshot,
 * however little of the period was left when they sent the rejected one.
 */
export const MIN_HOURS_AFTER_REJECTION = 6

/**
 * The new deadline when staff reject a proof at `rejectedAt` (docs/product-rules.md
 * §12): what was left of the period when the shopper sent that proof (`dueAt` −
 * `submittedAt`, nothing when it was sent after the deadline), counted again from the
 * rejection, and at least MIN_HOURS_AFTER_REJECTION. The time staff took to review is
 * not the shopper's to lose; a fresh full period each time would let an order hold its
 * stock and delivery place forever with a worthless proof every day. An order with no
 * deadline (none was ever set) gets the full `hours`.
 */
export function paymentDueAfterRejection({
  rejectedAt,
  dueAt,
  submittedAt,
  hours,
}: {
  rejectedAt: Date
  dueAt: Date | null
  submittedAt: Date
  hours: number
}): Date {
  const left =
    dueAt === null ? hours * HOUR_MS : Math.max(0, dueAt.getTime() - submittedAt.getTime())
  return new Date(rejectedAt.getTime() + Math.max(left, MIN_HOURS_AFTER_REJECTION * HOUR_MS))
}

/**
 * `paymentDueAt(from, deadline)` with the deadline read from the GCash settings in the
 * caller's transaction: what placing a GCash order writes to `orders.payment_due_at`.
 */
export async function gcashPaymentDueAt(db: Queryable, from: Date): Promise<Date> {
  const { paymentDeadlineHours } = await getSettings(db, 'gcash')
  return paymentDueAt(from, paymentDeadlineHours)
}

/** The timeline note of a cancel by the deadline, naming the hours it waited. */
export const deadlineCancelNote = (hours: number) =>
  `Cancelled: no GCash payment was received within ${hours} ${hours === 1 ? 'hour' : 'hours'}.`

/** The timeline note of an online order cancelled by its own deadline (issue 32), in minutes. */
export const onlineDeadlineCancelNote = (minutes: number) =>
  `Cancelled: no online payment was received within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
