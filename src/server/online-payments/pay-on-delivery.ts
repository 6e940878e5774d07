import type { Transaction } from '#server/db/client.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import { addTimelineEntry, lockOrderRow, type OrderRow } from '#server/orders/order-repo.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import {
  expireOtherSessions,
  findOrderRow,
  payableSessionsOfOrder,
  switchOrderToCod,
} from './online-payment-repo.ts'
import { recordGatewaySession, type StatusDeps } from './online-payment-status.ts'
import { gatewayUnavailable } from './start-online-payment.ts'

/** Whether the order may still switch: pending, paid online, nothing paid, and the admin allows it. */
function maySwitch(order: OrderRow, allowSwitchToCod: boolean): boolean {
  return (
    allowSwitchToCod &&
    order.status === 'pending' &&
    order.paymentMethod === 'online' &&
    order.paymentState === 'awaiting'
  )
}

export interface PayOnDeliveryOptions {
  /** The per-address cap on open cash-on-delivery orders (checkout/order-limits.ts), in the transaction. */
  checkCodCap?: (tx: Transaction, clientKey: string | null) => Promise<void>
}

/**
 * 'Pay cash on delivery instead' (issue 32 §1): a pending online order not paid becomes a
 * cash-on-delivery one, while the admin allows it. Its open attempts are first expired at
 * the gateway (so nobody can pay them any more) and asked about: a payment that just
 * landed is recorded, and the switch refused (409). Then, with the order locked: payment
 * method 'cod', no payment state, no deadline, the attempts expired here, the timeline
 * 'The customer chose to pay cash on delivery instead.' (the shopper sees it). It counts
 * against the address's cap on open cash-on-delivery orders like a new one.
 */
export async function payOnDelivery(
  deps: StatusDeps,
  orderId: string,
  options: PayOnDeliveryOptions = {},
): Promise<void> {
  const order = await findOrderRow(deps.db, orderId)
  if (!order) throw notFound('That order')
  const { allowSwitchToCod } = await getSettings(deps.db, 'onlinePayments')
  if (!maySwitch(order, allowSwitchToCod)) throw conflict(onlinePaymentMessages.switchNotAllowed)
  const gateway = deps.paymentGateway
  if (gateway) {
    for (const attempt of await payableSessionsOfOrder(deps.db, orderId, 'payment')) {
      // Expired first, so no payment can land between the question and the switch (a
      // paid one cannot be expired: the question below finds it).
      try {
        await gateway.expireCheckoutSession(attempt.id)
      } catch (error) {
        deps.logger.warn({ err: error, sessionId: attempt.id }, 'could not expire an attempt')
      }
      let paid: string | null
      try {
        paid = await recordGatewaySession(
          deps,
          attempt,
          await gateway.retrieveCheckoutSession(attempt.id),
        )
      } catch (error) {
        deps.logger.warn({ err: error, orderId }, 'could not check an attempt before switching')
        throw gatewayUnavailable(error)
      }
      if (paid) throw conflict(onlinePaymentMessages.switchNotAllowed)
    }
  }
  await deps.db.transaction(async (tx) => {
    const now = deps.now()
    const locked = await lockOrderRow(tx, orderId)
    if (!locked) throw notFound('That order')
    if (!maySwitch(locked, allowSwitchToCod)) throw conflict(onlinePaymentMessages.switchNotAllowed)
    await options.checkCodCap?.(tx, locked.clientKey)
    await expireOtherSessions(tx, orderId, 'payment', null, now)
    await switchOrderToCod(tx, orderId, now)
    await addTimelineEntry(tx, {
      orderId,
      status: locked.status,
      note: onlinePaymentMessages.switchedToCodNote,
      staffUserId: null,
      createdAt: now,
    })
  })
}
