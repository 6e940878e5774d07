import type { AppDeps } from '#server/app-env.ts'
import { AppError, conflict, forbidden, notFound, validationFailed } from '#server/http/errors.ts'
import { addTimelineEntry, lockOrderRow, openBalanceOf } from '#server/orders/order-repo.ts'
import { onlinePaymentMessages, refundableOf } from '#shared/online-payment.ts'
import type { StaffRole } from '#shared/roles.ts'
import type { RefundOnlineRequest } from '#shared/schemas/online-payments.ts'
import {
  addToBalanceSettled,
  findRefundByKey,
  insertRequestedRefund,
  markRefundFailed,
  type OnlineRefundRow,
  paidOrderPayment,
  recordGatewayRefund,
  refundedCentavos,
} from './online-refund-repo.ts'
import { GatewayError, type GatewayRefund } from './payment-gateway.ts'
import { queueRefundEmail } from './refund-email.ts'

/** Who presses the refund button (the signed-in staff member). */
interface Refunder {
  id: number
  name: string
  role: StaffRole
}

/** 'Refund ₱59.50 through PayMongo' is an admin's, as marking a refund settled is (issue 29). */
export const canRefundOnline = (role: StaffRole) => role === 'admin'

/** 422 on the amount: the refund is more than is open, or nothing is. */
const refused = (message: string) => validationFailed({ amountCentavos: message }, message)

/** What the first phase decided. */
type Requested =
  | { kind: 'answered'; refund: OnlineRefundRow }
  | { kind: 'call'; refund: OnlineRefundRow; orderNote: string }

/**
 * 'Refund ₱59.50 through PayMongo' (issue 32 §3, decision 0089): gives back through the
 * payment gateway what packing lighter left open on an order paid online. In two
 * phases, since a gateway call never runs inside a transaction (PGlite has one
 * connection; a slow gateway would stall the shop):
 *
 * 1. Under the order's row lock: the order is 'online' and paid, the amount is at most
 *    what is open now, min(−balance, paid − refunds not failed), where balance = total −
 *    paid − settled; the refund is recorded 'requesting' and counted at once
 *    (`balance_settled_centavos −= amount`), so a second press sees less to refund.
 * 2. The gateway's answer: its `ref_…` id and state, the shopper-visible timeline entry
 *    (which the dashboard lists as a refund settled) and the shopper's email; or, refused
 *    or not reached, the row 'failed' with why and its amount given back: 502
 *    `gateway_unavailable` (try again) or 422 in the gateway's words. A call that timed
 *    out may have refunded: its row stays 'requesting' (502, 'Refund on its way'), for
 *    PayMongo's refund event to complete.
 *
 * The screen sends a key made once per press: the same key on the same order answers the
 * first refund's result and refunds nothing more (a double click, a retried request).
 * A process that dies between the phases leaves the row 'requesting': the dialog shows
 * it as 'Refund on its way', and it is deliberately NOT retried automatically, since the
 * gateway may have made the refund; staff check PayMongo's dashboard (decision 0089).
 */
export async function refundOnline(
  deps: AppDeps,
  orderId: string,
  request: RefundOnlineRequest,
  staff: Refunder,
): Promise<void> {
  if (!canRefundOnline(staff.role)) throw forbidden(onlinePaymentMessages.refundNeedsAdmin)
  const gateway = deps.paymentGateway
  if (!gateway) throw conflict(onlinePaymentMessages.notConfigured)

  const requested = await requestRefund(deps, orderId, request, staff)
  if (requested.kind === 'answered') return answerAgain(requested.refund)
  const { refund } = requested

  let answer: GatewayRefund
  try {
    answer = await gateway.createRefund({
      paymentId: refund.paymentId,
      amountCentavos: refund.amountCentavos,
      reason: 'others',
      notes: requested.orderNote,
    })
  } catch (error) {
    // Anything but the gateway's own refusal or silence (a bug reading its answer) leaves
    // the row 'requesting': the refund may have been made, so nothing is given back.
    if (!(error instanceof GatewayError)) throw error
    if (mayHaveBeenMade(error)) {
      // Asked, but no answer came back (time-out, a success without its refund): the row
      // stays 'requesting' ('Refund on its way'), its amount counted, so another press
      // cannot refund it twice. PayMongo's refund event completes it (the webhook adopts a
      // 'requesting' refund of that payment and amount); staff check PayMongo's dashboard.
      deps.logger.warn(
        { orderId: refund.orderId, refund: refund.id, code: error.details.code },
        'a refund call went unanswered; left on its way',
      )
      throw new AppError(502, 'gateway_unavailable', onlinePaymentMessages.refundUnconfirmed)
    }
    await failRefund(deps, refund, error.message)
    if (error.details.retryable) {
      throw new AppError(502, 'gateway_unavailable', onlinePaymentMessages.refundUnreachable)
    }
    throw refused(error.message)
  }
  if (answer.status === 'failed') {
    const note = onlinePaymentMessages.refundFailedNote(refund.amountCentavos, answer.id)
    await failRefund(deps, refund, note, answer.id)
    throw refused(onlinePaymentMessages.refundFailed(refund.amountCentavos, null))
  }
  await recordRefund(deps, refund, answer, staff)
}

/**
 * A call that reached PayMongo without its answer reaching us: it timed out, or a success
 * came back without its refund. Not a refusal (4xx), an error status (5xx, 429) or a
 * connection never made: those made no refund.
 */
function mayHaveBeenMade(error: GatewayError): boolean {
  const { code, status } = error.details
  return code === 'timeout' || (status !== undefined && status >= 200 && status < 300)
}

/** Phase 1, under the order's row lock: checks, then the 'requesting' row, counted at once. */
async function requestRefund(
  deps: AppDeps,
  orderId: string,
  request: RefundOnlineRequest,
  staff: Refunder,
): Promise<Requested> {
  return deps.db.transaction(async (tx): Promise<Requested> => {
    const order = await lockOrderRow(tx, orderId)
    if (!order) throw notFound('That order')
    // The same press again: the first one's result, never a second refund.
    const earlier = await findRefundByKey(tx, orderId, request.requestKey)
    if (earlier) return { kind: 'answered', refund: earlier }

    const payment =
      order.paymentMethod === 'online' &&
      order.paymentState === 'verified' &&
      order.paidCentavos !== null
        ? await paidOrderPayment(tx, orderId)
        : undefined
    if (!payment || order.paidCentavos === null) throw refused(onlinePaymentMessages.refundNothing)
    // Sequential: the transaction's queries share one connection.
    const balance = await openBalanceOf(tx, orderId, order)
    const refunded = await refundedCentavos(tx, orderId)
    const refundable = refundableOf(balance, order.paidCentavos, refunded)
    if (refundable === 0) throw refused(onlinePaymentMessages.refundNothing)
    if (request.amountCentavos > refundable) {
      throw refused(onlinePaymentMessages.refundTooLarge(refundable))
    }

    const now = deps.now()
    const refund = await insertRequestedRefund(tx, {
      orderId,
      paymentId: payment.paymentId,
      requestKey: request.requestKey,
      amountCentavos: request.amountCentavos,
      requestedByName: staff.name,
      now,
    })
    // The row lock makes a second insert with this key wait and then find the first above.
    if (!refund) throw new Error(`refund key ${request.requestKey} taken on ${orderId}`)
    await addToBalanceSettled(tx, orderId, -request.amountCentavos, now)
    return { kind: 'call', refund, orderNote: `Packed lighter: order ${orderId}` }
  })
}

/** The same key again: what the first press came to. A refused first press is refused again, in its words. */
function answerAgain(refund: OnlineRefundRow): void {
  if (refund.state === 'failed') {
    throw refused(onlinePaymentMessages.refundFailed(refund.amountCentavos, refund.failureReason))
  }
}

/** Phase 2, answered: the gateway's id and state, the timeline entry and the shopper's email. */
async function recordRefund(
  deps: AppDeps,
  refund: OnlineRefundRow,
  answer: GatewayRefund,
  staff: Refunder,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, refund.orderId)
    if (!order) return
    const now = deps.now()
    const recorded = await recordGatewayRefund(tx, refund.id, {
      gatewayRefundId: answer.id,
      state: answer.status === 'succeeded' ? 'succeeded' : 'pending',
      now,
    })
    // A webhook about this refund cannot have found the row before its id was stored;
    // should the row have moved on anyway, it was told already.
    if (!recorded) return
    await addTimelineEntry(tx, {
      orderId: refund.orderId,
      // Under the order's own status: the shopper's page lists it (it is no staff note).
      status: order.status,
      note: onlinePaymentMessages.refundedNote(refund.amountCentavos, answer.id),
      staffUserId: staff.id,
      // Money the shop paid back: listed on the dashboard for the day, as 'Mark as Settled' does.
      event: 'refund_settled',
      createdAt: now,
    })
    const payment = await paidOrderPayment(tx, refund.orderId)
    await queueRefundEmail(
      tx,
      order,
      {
        amountCentavos: refund.amountCentavos,
        refundId: answer.id,
        methodType: payment?.methodType ?? null,
      },
      deps.config.siteOrigin,
      now,
    )
  })
}

/** Phase 2, refused or unanswered: the row 'failed' with why, and its amount open again. */
async function failRefund(
  deps: AppDeps,
  refund: OnlineRefundRow,
  reason: string,
  gatewayRefundId?: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockOrderRow(tx, refund.orderId)
    const now = deps.now()
    const failed = await markRefundFailed(tx, refund.id, { reason, gatewayRefundId, now })
    if (failed) await addToBalanceSettled(tx, refund.orderId, refund.amountCentavos, now)
  })
}
