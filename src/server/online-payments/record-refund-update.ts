import type { AppDeps } from '#server/app-env.ts'
import type { Transaction } from '#server/db/client.ts'
import { AppError } from '#server/http/errors.ts'
import { addTimelineEntry, lockOrderRow } from '#server/orders/order-repo.ts'
import {
  attentionReasons,
  type OnlineRefundState,
  onlinePaymentMessages,
} from '#shared/online-payment.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import { paidOrderPayment } from './online-refund-repo.ts'
import type { GatewayRefund } from './payment-gateway.ts'
import {
  findRefundByGatewayId,
  findRequestingRefund,
  giveBackRefundedAmount,
  lockRefund,
  setRefundState,
} from './record-refund-update-repo.ts'
import { queueRefundEmail } from './refund-email.ts'

/** What a refund update did: as `recordOnlinePayment`'s answer, so the inbox reads both alike. */
export interface RefundUpdateOutcome {
  kind: 'applied' | 'already' | 'attention'
  orderId: string | null
  reason?: string
}

/**
 * A refund whose call to the gateway is this recent and still unanswered may be the one
 * an event reports before the shop stored its id: the event is refused (503) so the
 * gateway sends it again once the call's answer is stored. An older one (its process
 * stopped before storing the answer) is taken as the event's: it gets the refund's id,
 * its state, and the shopper's timeline entry the answer would have written.
 */
export const REQUESTING_GRACE_MS = 2 * 60 * 1000

/** The gateway's refund statuses, as the shop's states; others change nothing. */
function stateFor(status: string): Exclude<OnlineRefundState, 'requesting'> | null {
  if (status === 'pending' || status === 'processing') return 'pending'
  if (status === 'succeeded' || status === 'failed') return status
  return null
}

/** Where a refund may go from where it is: forward only, and nowhere once failed. */
function canMove(from: string, to: Exclude<OnlineRefundState, 'requesting'>): boolean {
  if (from === 'failed' || from === to) return false
  if (to === 'failed') return true
  if (to === 'succeeded') return from === 'requesting' || from === 'pending'
  return from === 'requesting'
}

const stillRecording = () =>
  new AppError(
    503,
    'service_unavailable',
    'This refund is still being recorded. Please send the event again.',
  )

/**
 * A refund's status reported by the gateway (issue 32 §3), in the inbox's transaction:
 * the shop's refund with that id (made by the staff's refund) takes the new state, moving
 * forward only. A refund that failed gives its amount back to what is still to refund
 * (`balance_settled_centavos += amount`), once, with a staff note on the timeline. A
 * refund the shop never asked for, or whose amount is not the one asked, is kept for staff.
 */
export async function recordRefundUpdate(
  deps: Pick<AppDeps, 'now' | 'logger' | 'config'>,
  tx: Transaction,
  refund: GatewayRefund,
): Promise<RefundUpdateOutcome> {
  const now = deps.now()
  let found = await findRefundByGatewayId(tx, refund.id)
  // The staff's call whose answer was never stored: this event is the first word of it.
  let adopted = false
  if (!found) {
    const requesting = await findRequestingRefund(tx, refund.paymentId, refund.amountCentavos)
    if (!requesting) {
      return { kind: 'attention', orderId: null, reason: attentionReasons.unknownRefund }
    }
    if (Math.abs(now.getTime() - requesting.createdAt.getTime()) < REQUESTING_GRACE_MS) {
      throw stillRecording()
    }
    found = requesting
    adopted = true
  }
  const orderId = found.orderId
  const target = stateFor(refund.status)
  if (!target) return { kind: 'already', orderId }

  // The order first, then the refund: the order in the same order as the staff's refund.
  const order = await lockOrderRow(tx, orderId)
  const row = await lockRefund(tx, found.id)
  if (!order || !row) return { kind: 'attention', orderId, reason: attentionReasons.unknownRefund }
  if (row.gatewayRefundId !== null && row.gatewayRefundId !== refund.id) {
    return { kind: 'attention', orderId, reason: attentionReasons.unknownRefund }
  }
  if (row.amountCentavos !== refund.amountCentavos) {
    return {
      kind: 'attention',
      orderId,
      reason: attentionReasons.amountMismatch(row.amountCentavos, refund.amountCentavos),
    }
  }
  if (!canMove(row.state, target)) return { kind: 'already', orderId }

  await setRefundState(tx, row.id, { state: target, gatewayRefundId: refund.id, now })
  if (target === 'failed') {
    await giveBackRefundedAmount(tx, orderId, row.amountCentavos, now)
    await addTimelineEntry(tx, {
      orderId,
      status: NOTE_STATUS,
      note: onlinePaymentMessages.refundFailedNote(row.amountCentavos, refund.id),
      createdAt: now,
    })
    deps.logger.warn({ orderId, refundId: refund.id }, 'a refund failed at the payment gateway')
  } else if (adopted && row.state === 'requesting') {
    // What the staff's refund writes once answered (refund-online.ts), written here
    // instead since its answer was never stored: the shopper's timeline names the refund.
    await addTimelineEntry(tx, {
      orderId,
      status: order.status,
      note: onlinePaymentMessages.refundedNote(row.amountCentavos, refund.id),
      event: 'refund_settled',
      createdAt: now,
    })
    const payment = await paidOrderPayment(tx, orderId)
    await queueRefundEmail(
      tx,
      order,
      {
        amountCentavos: row.amountCentavos,
        refundId: refund.id,
        methodType: payment?.methodType ?? null,
      },
      deps.config.siteOrigin,
      now,
    )
  }
  return { kind: 'applied', orderId }
}
