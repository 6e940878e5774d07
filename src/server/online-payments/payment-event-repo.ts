import { and, eq, inArray, lt, ne, notExists, or, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { paymentEvents } from '#server/db/schema/online-payments.ts'
import { orders } from '#server/db/schema/orders.ts'
import type { PaymentEventState } from '#shared/online-payment.ts'
import type { OrderStatus } from '#shared/order-status.ts'

export type PaymentEventRecord = typeof paymentEvents.$inferSelect

/** An event as it arrives: what the inbox stores before anything is acted on. */
export interface ReceivedPaymentEvent {
  id: string
  type: string
  livemode: boolean
  /** The body as received (bounded by MAX_WEBHOOK_BODY_BYTES). */
  payload: unknown
  receivedAt: Date
}

/**
 * Stores the event by its id in state 'received' (`on conflict (id) do nothing`): true
 * when this call stored it, false when it was there already (a retry, or another process
 * that received it too; that one's transaction is waited for, so a row still being
 * handled elsewhere reads as there).
 */
export async function insertPaymentEvent(
  tx: Queryable,
  event: ReceivedPaymentEvent,
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({
      id: event.id,
      type: event.type,
      livemode: event.livemode,
      payload: event.payload,
      receivedAt: event.receivedAt,
    })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id })
  return inserted.length === 1
}

/** What handling an event found: its state, and what it names for staff. */
export interface HandledPaymentEvent {
  state: Exclude<PaymentEventState, 'received'>
  orderId: string | null
  sessionId: string | null
  paymentId: string | null
  amountCentavos: number | null
  attentionReason: string | null
  handledAt: Date
}

export async function setPaymentEventHandled(
  tx: Queryable,
  eventId: string,
  handled: HandledPaymentEvent,
): Promise<void> {
  await tx.update(paymentEvents).set(handled).where(eq(paymentEvents.id, eventId))
}

export async function findPaymentEvent(
  db: Queryable,
  eventId: string,
): Promise<PaymentEventRecord | undefined> {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))
  return row
}

/** Whether another event about this payment is already kept for staff ('attention'). */
export async function paymentKeptForStaff(
  db: Queryable,
  paymentId: string,
  exceptEventId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.paymentId, paymentId),
        eq(paymentEvents.state, 'attention'),
        ne(paymentEvents.id, exceptEventId),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** Whether an order with this id exists (the inbox names only orders that do). */
export async function orderIdIfExists(db: Queryable, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(eq(orders.orderId, orderId))
  return row?.orderId ?? null
}

/** Orders in these states are done with: nobody acts on their payment events any more. */
const closedStatuses: readonly OrderStatus[] = ['completed', 'cancelled']

/**
 * Retention of the inbox (housekeeping): events received before `before` go when they
 * were handled ('applied', 'ignored', or still 'received'); those kept for staff
 * ('attention') go too once they name no order, or an order that is completed or
 * cancelled: one whose order is still open stays listed until that order is closed.
 */
export async function deleteOldPaymentEvents(db: Queryable, before: Date): Promise<number> {
  const openOrder = db
    .select({ one: sql`1` })
    .from(orders)
    .where(
      and(
        eq(orders.orderId, paymentEvents.orderId),
        sql`${orders.status} not in (${sql.join(
          closedStatuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
  const gone = await db
    .delete(paymentEvents)
    .where(
      and(
        lt(paymentEvents.receivedAt, before),
        or(inArray(paymentEvents.state, ['applied', 'ignored', 'received']), notExists(openOrder)),
      ),
    )
    .returning({ id: paymentEvents.id })
  return gone.length
}
