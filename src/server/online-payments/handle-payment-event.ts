import type { AppDeps } from '#server/app-env.ts'
import type { Transaction } from '#server/db/client.ts'
import { findSessionByPaymentIntent } from './online-payment-repo.ts'
import {
  type HandledPaymentEvent,
  insertPaymentEvent,
  orderIdIfExists,
  paymentKeptForStaff,
  setPaymentEventHandled,
} from './payment-event-repo.ts'
import type { GatewayEvent, GatewayPayment } from './payment-gateway.ts'
import { recordOnlinePayment, recordPaymentFailed } from './record-online-payment.ts'
import { recordRefundUpdate } from './record-refund-update.ts'

/** What the webhook answers: whether the event was in the inbox already. */
export interface WebhookReceipt {
  duplicate: boolean
}

/** What acting on an event came to, before it is written on the inbox row. */
interface Outcome {
  kind: 'applied' | 'already' | 'attention' | 'ignored'
  orderId: string | null
  reason?: string | undefined
}

const ignored: Outcome = { kind: 'ignored', orderId: null }

const refundEventTypes: ReadonlySet<string> = new Set([
  'payment.refunded',
  'payment.refund.updated',
])

/**
 * One webhook event whose signature held (issue 32 §2), in ONE transaction: it is
 * stored in the inbox by its id first (`on conflict do nothing`); if it was there
 * already (PayMongo's retry, or another process received it at the same moment and
 * this one waited for its transaction), nothing else happens. Otherwise it is acted on
 * and its row says what came of it ('applied', 'ignored', or 'attention' with the
 * reason), with the order, attempt, payment and amount it names for staff. A database
 * error rolls the insert back with the rest, so the gateway's retry finds nothing stored.
 */
export async function handlePaymentEvent(
  deps: AppDeps,
  event: GatewayEvent,
  payload: unknown,
): Promise<WebhookReceipt> {
  return deps.db.transaction(async (tx) => {
    const receivedAt = deps.now()
    const stored = await insertPaymentEvent(tx, {
      id: event.id,
      type: event.type,
      livemode: event.livemode,
      payload,
      receivedAt,
    })
    if (!stored) return { duplicate: true }
    const outcome = await actOn(deps, tx, event)
    await setPaymentEventHandled(tx, event.id, await inboxRow(tx, event, outcome, deps.now()))
    if (outcome.kind === 'attention') {
      deps.logger.warn(
        { eventId: event.id, type: event.type, orderId: outcome.orderId, reason: outcome.reason },
        'a payment event needs staff attention',
      )
    }
    return { duplicate: false }
  })
}

/** The shop's mode: a live event on a test-mode shop (or the reverse) is none of its business. */
function shopIsLive(deps: AppDeps): boolean {
  return (deps.paymentGateway?.mode ?? deps.config.paymongo?.mode) === 'live'
}

async function actOn(deps: AppDeps, tx: Transaction, event: GatewayEvent): Promise<Outcome> {
  if (event.livemode !== shopIsLive(deps)) {
    deps.logger.warn(
      { eventId: event.id, type: event.type, livemode: event.livemode },
      'a payment event of the other mode (live or test) than the shop was ignored',
    )
    return ignored
  }
  if (refundEventTypes.has(event.type)) {
    return event.refund ? recordRefundUpdate(deps, tx, event.refund) : ignored
  }
  switch (event.type) {
    case 'checkout_session.payment.paid': {
      const session = event.session
      const payment = session && newestPaid(session.payments)
      if (!session || !payment) return ignored
      return recordOnlinePayment(deps, tx, {
        sessionId: session.id,
        paymentIntentId: session.paymentIntentId ?? payment.paymentIntentId,
        payment,
        via: 'webhook',
      })
    }
    case 'payment.paid': {
      const payment = event.payment
      if (payment?.status !== 'paid') return ignored
      return recordOnlinePayment(deps, tx, {
        sessionId: null,
        paymentIntentId: payment.paymentIntentId,
        payment,
        via: 'webhook',
      })
    }
    case 'payment.failed': {
      const payment = event.payment
      if (!payment) return ignored
      return recordPaymentFailed(deps, tx, {
        sessionId: null,
        paymentIntentId: payment.paymentIntentId,
        payment,
      })
    }
    default:
      // Any other event carrying a refund is a refund's news; the rest the shop does not act on.
      return event.refund ? recordRefundUpdate(deps, tx, event.refund) : ignored
  }
}

/** The session's newest paid payment (its payments come oldest first). */
function newestPaid(payments: readonly GatewayPayment[]): GatewayPayment | undefined {
  return payments.findLast((p) => p.status === 'paid')
}

async function attemptOfIntent(
  tx: Transaction,
  paymentIntentId: string | null | undefined,
): Promise<string | null> {
  if (!paymentIntentId) return null
  return (await findSessionByPaymentIntent(tx, paymentIntentId))?.id ?? null
}

/** The inbox row's state and what it names: 'already' reads as 'ignored' (it changed nothing). */
async function inboxRow(
  tx: Transaction,
  event: GatewayEvent,
  outcome: Outcome,
  handledAt: Date,
): Promise<HandledPaymentEvent> {
  const payment =
    event.payment ?? (event.session ? (newestPaid(event.session.payments) ?? null) : null)
  const paymentId = payment?.id ?? event.refund?.paymentId ?? null
  // One payment is listed to staff once: `checkout_session.payment.paid` and
  // `payment.paid` (or the page's question) tell of the same payment.
  const keptAlready =
    outcome.kind === 'attention' &&
    paymentId !== null &&
    event.refund === null &&
    (await paymentKeptForStaff(tx, paymentId, event.id))
  return {
    state:
      outcome.kind === 'applied'
        ? 'applied'
        : outcome.kind === 'attention' && !keptAlready
          ? 'attention'
          : 'ignored',
    // Only an order that exists is named (the column refers to it).
    orderId: outcome.orderId ? await orderIdIfExists(tx, outcome.orderId) : null,
    // A `payment.*` event names its attempt only by the payment intent.
    sessionId: event.session?.id ?? (await attemptOfIntent(tx, payment?.paymentIntentId)),
    paymentId,
    amountCentavos: event.refund?.amountCentavos ?? payment?.amountCentavos ?? null,
    attentionReason: outcome.kind === 'attention' ? (outcome.reason ?? null) : null,
    handledAt,
  }
}
