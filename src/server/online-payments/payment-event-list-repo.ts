import { desc, eq, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { paymentEvents } from '#server/db/schema/online-payments.ts'
import type { PaymentEventState } from '#shared/online-payment.ts'
import type { PaymentEventList } from '#shared/schemas/online-payments.ts'

/** The most events needing attention the staff's list shows (the total says how many there are). */
export const ATTENTION_LIST_LENGTH = 50

/** What staff read of a webhook event (`PaymentEventRow`, its time still a Date). */
export const paymentEventRowColumns = {
  eventId: paymentEvents.id,
  type: paymentEvents.type,
  receivedAt: paymentEvents.receivedAt,
  state: paymentEvents.state,
  orderId: paymentEvents.orderId,
  paymentId: paymentEvents.paymentId,
  amountCentavos: paymentEvents.amountCentavos,
  reason: paymentEvents.attentionReason,
}

/**
 * Webhook events staff must look at (issue 32 §5: the Payments filter 'attention'):
 * state 'attention', newest first, at most ATTENTION_LIST_LENGTH, with those naming no
 * order of the shop. Read by the partial index payment_events_attention_idx.
 */
export async function attentionEvents(db: Queryable): Promise<PaymentEventList> {
  const attention = eq(paymentEvents.state, 'attention')
  // One query at a time: a transaction's queries share one connection.
  const rows = await db
    .select(paymentEventRowColumns)
    .from(paymentEvents)
    .where(attention)
    .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
    .limit(ATTENTION_LIST_LENGTH)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(attention)
  return {
    items: rows.map((r) => ({
      ...r,
      state: r.state as PaymentEventState,
      receivedAt: r.receivedAt.toISOString(),
    })),
    total: Number(count?.n ?? 0),
  }
}
