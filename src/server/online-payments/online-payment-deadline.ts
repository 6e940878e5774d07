import type { AppDeps } from '#server/app-env.ts'
import { lockOrderRow, type OrderRow } from '#server/orders/order-repo.ts'
import { changeStatusInTransaction } from '#server/orders/order-status-change.ts'
import { onlineDeadlineCancelNote } from '#server/payments/payment-deadline.ts'
import { queueDeadlineEmail } from '#server/payments/payment-deadline-emails.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { GATEWAY_NAME } from '#shared/online-payment.ts'
import { expireOtherSessions, findOrderRow, payableSessionsOfOrder } from './online-payment-repo.ts'
import { recordGatewaySession } from './online-payment-status.ts'
import { GatewayError } from './payment-gateway.ts'

export type OnlineDeadlineDeps = Pick<
  AppDeps,
  'db' | 'config' | 'logger' | 'now' | 'catalogCache' | 'sms' | 'paymentGateway'
>

/** Still a pending online order waiting for its payment, due by `now`? */
export const isOverdueOnline = (o: OrderRow, now: Date) =>
  o.paymentMethod === 'online' &&
  o.status === 'pending' &&
  o.paymentState === 'awaiting' &&
  o.paymentDueAt !== null &&
  o.paymentDueAt <= now

/**
 * An online order past its deadline (issue 32 §1), as the payment deadline job finds it:
 * - 'paid': the gateway reports a payment no webhook brought (lost, late): recorded,
 *   and the order is not cancelled;
 * - 'cancelled': its attempts expired at the gateway (best effort; first, so nobody pays
 *   between the question and the cancel) and here, and the order cancelled exactly as
 *   an unpaid GCash order is (stock and delivery place freed, timeline, email, text);
 * - 'skipped': nothing to do any more, or the gateway could not be asked (a network error
 *   or 5xx): the next run tries again rather than cancel an order that may be paid.
 */
export async function settleOverdueOnlineOrder(
  deps: OnlineDeadlineDeps,
  orderId: string,
  now: Date,
): Promise<'paid' | 'cancelled' | 'skipped'> {
  const atNow = { ...deps, now: () => now }
  const order = await findOrderRow(deps.db, orderId)
  if (!order || !isOverdueOnline(order, now)) return 'skipped'
  const gateway = deps.paymentGateway
  if (gateway) {
    for (const attempt of await payableSessionsOfOrder(deps.db, orderId, 'payment')) {
      try {
        await gateway.expireCheckoutSession(attempt.id)
      } catch (error) {
        deps.logger.warn(
          { err: error, sessionId: attempt.id },
          `could not expire a ${GATEWAY_NAME} session`,
        )
      }
      try {
        const kind = await recordGatewaySession(
          atNow,
          attempt,
          await gateway.retrieveCheckoutSession(attempt.id),
        )
        // Paid (or a payment kept for staff: not cancelled under them).
        if (kind !== null) return kind === 'attention' ? 'skipped' : 'paid'
      } catch (error) {
        const retryable = !(error instanceof GatewayError) || error.details.retryable
        deps.logger.warn(
          { err: error, orderId, sessionId: attempt.id },
          retryable
            ? `payment deadline: ${GATEWAY_NAME} not reached, order left for the next run`
            : `payment deadline: ${GATEWAY_NAME} refused the question, cancelling`,
        )
        if (retryable) return 'skipped'
      }
    }
  }
  const { paymentDeadlineMinutes: minutes } = await getSettings(deps.db, 'onlinePayments')
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrderRow(tx, orderId)
    if (!locked || !isOverdueOnline(locked, now)) return 'skipped'
    const changed = await changeStatusInTransaction(tx, atNow, orderId, 'cancelled', null, {
      onlyFrom: 'pending',
      note: onlineDeadlineCancelNote(minutes),
      textReason: 'payment_deadline',
    })
    if (!changed) return 'skipped'
    await expireOtherSessions(tx, orderId, 'payment', null, now)
    await queueDeadlineEmail(
      tx,
      locked,
      { kind: 'cancelled', minutes, online: true },
      deps.config.siteOrigin,
      now,
    )
    return 'cancelled'
  })
}
