import type { Queryable } from '#server/db/client.ts'
import { getSettings } from '#server/settings/settings-repo.ts'

const HOUR_MS = 60 * 60 * 1000

/**
 * When an unpaid GCash order without a proof is cancelled: `hours` (the GCash
 * settings' `paymentDeadlineHours`) after `from`, the placement or the rejection of
 * its last proof (docs/product-rules.md §12).
 */
export function paymentDueAt(from: Date, hours: number): Date {
  return new Date(from.getTime() + hours * HOUR_MS)
}

/** When the shopper is reminded: halfway through the `hours` that end at `due`. */
export function reminderAt(due: Date, hours: number): Date {
  return new Date(due.getTime() - (hours * HOUR_MS) / 2)
}

/**
 * `paymentDueAt(from, deadline)` with the deadline read from the GCash settings in the
 * caller's transaction: what placing a GCash order and rejecting its proof (a fresh
 * full period; set `paymentRemindedAt` back to null beside it) write to
 * `orders.payment_due_at`.
 */
export async function gcashPaymentDueAt(db: Queryable, from: Date): Promise<Date> {
  const { paymentDeadlineHours } = await getSettings(db, 'gcash')
  return paymentDueAt(from, paymentDeadlineHours)
}

/** The timeline note of a cancel by the deadline, naming the hours it waited. */
export const deadlineCancelNote = (hours: number) =>
  `Cancelled: no GCash payment was received within ${hours} ${hours === 1 ? 'hour' : 'hours'}.`
