import type { AppDeps } from '#server/app-env.ts'
import type { Transaction } from '#server/db/client.ts'
import { settleOverdueOnlineOrder } from '#server/online-payments/online-payment-deadline.ts'
import { lockOrderRow, type OrderRow } from '#server/orders/order-repo.ts'
import { changeStatusInTransaction } from '#server/orders/order-status-change.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { queueOrderText } from '#server/sms/order-texts.ts'
import { HOUR_MS } from '#shared/durations.ts'
import { deadlineCancelNote, reminderAt, UNPAID_PAYMENT_STATES } from './payment-deadline.ts'
import { queueDeadlineEmail } from './payment-deadline-emails.ts'
import {
  type DeadlineCandidates,
  markPaymentReminded,
  overdueOnlineOrderIds,
  unpaidOrderIds,
} from './payment-deadline-repo.ts'

export type PaymentDeadlineDeps = Pick<
  AppDeps,
  'db' | 'config' | 'logger' | 'now' | 'catalogCache' | 'sms' | 'paymentGateway'
>

export interface PaymentDeadlineReport {
  reminded: number
  /** GCash and online orders cancelled. */
  cancelled: number
  /** Online orders found paid at the gateway (a webhook lost or late) instead of cancelled. */
  paidOnline: number
  /** Orders whose transaction failed: left as they were, for the next run to retry. */
  failed: number
}

/** Candidates read per query: each is then handled in a short transaction of its own. */
const BATCH = 20

/** Still an unpaid GCash order without a proof waiting, as the job last saw it? */
const isUnpaid = (o: OrderRow) =>
  o.paymentMethod === 'gcash' &&
  o.status === 'pending' &&
  (UNPAID_PAYMENT_STATES as readonly string[]).includes(o.paymentState) &&
  o.paymentDueAt !== null

/**
 * One run of the payment deadline (docs/product-rules.md §12, decision 0062) at `now`:
 * first cancels every pending GCash order with no proof waiting whose `payment_due_at`
 * has come, then reminds, once per period, those past halfway. Each order is handled
 * in its own transaction, with its row locked (`lockOrderRow`) and checked again under
 * the lock: two processes running at once never handle one order twice (the second
 * waits for the row the first holds, then finds it done), and a run killed midway
 * leaves the orders it finished done and the rest for the next run. An order whose
 * transaction fails is logged and left for the next run; the others go on.
 */
export async function runPaymentDeadlines(
  deps: PaymentDeadlineDeps,
  now: Date,
): Promise<PaymentDeadlineReport> {
  const { paymentDeadlineHours: hours } = await getSettings(deps.db, 'gcash')
  // The status change reads the clock from deps: the same instant as the run's.
  const atNow = { ...deps, now: () => now }

  const cancels = await eachCandidate(
    atNow,
    { kind: 'due', now },
    (o) => o.paymentDueAt! <= now,
    async (tx, order) => {
      const changed = await changeStatusInTransaction(tx, atNow, order.orderId, 'cancelled', null, {
        onlyFrom: 'pending',
        note: deadlineCancelNote(hours),
        textReason: 'payment_deadline',
      })
      if (!changed) return false
      await queueDeadlineEmail(tx, order, { kind: 'cancelled', hours }, deps.config.siteOrigin, now)
      return true
    },
  )

  // Halfway: reminderAt(due, hours) <= now, that is due <= now + hours / 2. Only orders
  // not yet due: those were cancelled above (or, if that failed, wait for the next run).
  const remindUpTo = new Date(now.getTime() + (hours * HOUR_MS) / 2)
  const reminders = await eachCandidate(
    atNow,
    { kind: 'reminder', now, upTo: remindUpTo },
    (o) =>
      o.paymentRemindedAt === null &&
      o.paymentDueAt! > now &&
      reminderAt(o.paymentDueAt!, hours) <= now,
    async (tx, order) => {
      await markPaymentReminded(tx, order.orderId, now)
      await queueDeadlineEmail(
        tx,
        order,
        { kind: 'reminder', due: order.paymentDueAt! },
        deps.config.siteOrigin,
        now,
      )
      const reminder = { due: order.paymentDueAt!, baseUrl: deps.config.siteOrigin }
      await queueOrderText(tx, order, { kind: 'payment_reminder', ...reminder }, now)
      return true
    },
  )
  const online = await settleOverdueOnline(deps, now)
  return {
    cancelled: cancels.done + online.cancelled,
    reminded: reminders.done,
    paidOnline: online.paid,
    failed: cancels.failed + reminders.failed + online.failed,
  }
}

/**
 * Online orders past their own deadline (issue 32): each is asked about at the gateway
 * first (a payment whose webhook was lost is recorded, not cancelled), then cancelled
 * as an unpaid GCash order is (online-payment-deadline.ts). No halfway reminder: the
 * deadline is minutes, and the shopper is on the gateway's page or just left it.
 */
async function settleOverdueOnline(
  deps: PaymentDeadlineDeps,
  now: Date,
): Promise<{ cancelled: number; paid: number; failed: number }> {
  const counts = { cancelled: 0, paid: 0, failed: 0 }
  let after: string | undefined
  for (;;) {
    const batch = await overdueOnlineOrderIds(deps.db, now, after, BATCH)
    for (const orderId of batch) {
      try {
        const outcome = await settleOverdueOnlineOrder(deps, orderId, now)
        if (outcome === 'cancelled') counts.cancelled += 1
        if (outcome === 'paid') counts.paid += 1
      } catch (err) {
        counts.failed += 1
        deps.logger.error({ err, orderId }, 'payment deadline: order left for the next run')
      }
    }
    if (batch.length < BATCH) return counts
    after = batch[batch.length - 1]
  }
}

/**
 * Walks the unpaid GCash orders matching `candidates`, by order id (a keyset, so an order
 * that failed or was skipped is not read again in this run), BATCH at a time, and
 * hands each to `handle` in a transaction of its own with its row locked, when
 * `stillDue` holds for the row as it is under the lock. Counts the orders handled
 * (committed) and those whose transaction failed.
 */
async function eachCandidate(
  deps: PaymentDeadlineDeps,
  candidates: DeadlineCandidates,
  stillDue: (order: OrderRow) => boolean,
  handle: (tx: Transaction, order: OrderRow) => Promise<boolean>,
): Promise<{ done: number; failed: number }> {
  const counts = { done: 0, failed: 0 }
  let after: string | undefined
  for (;;) {
    const batch = await unpaidOrderIds(deps.db, candidates, after, BATCH)
    for (const orderId of batch) {
      try {
        const handled = await deps.db.transaction(async (tx) => {
          // A row another run (or a staff change) holds is waited for, then checked again.
          const order = await lockOrderRow(tx, orderId)
          if (!order || !isUnpaid(order) || !stillDue(order)) return false
          return handle(tx, order)
        })
        if (handled) counts.done += 1
      } catch (err) {
        counts.failed += 1
        deps.logger.error({ err, orderId }, 'payment deadline: order left for the next run')
      }
    }
    if (batch.length < BATCH) return counts
    after = batch[batch.length - 1]
  }
}
