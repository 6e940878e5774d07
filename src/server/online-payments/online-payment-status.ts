import type { AppDeps } from '#server/app-env.ts'
import type { Transaction } from '#server/db/client.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import { GATEWAY_NAME, onlinePaymentMessages } from '#shared/online-payment.ts'
import type { OnlinePaymentStatus } from '#shared/schemas/online-payments.ts'
import { findOrderRow, type OnlineSessionRow, sessionsOfOrder } from './online-payment-repo.ts'
import { onlinePaymentStatusOf } from './online-payment-view.ts'
import {
  insertPaymentEvent,
  orderIdIfExists,
  setPaymentEventHandled,
} from './payment-event-repo.ts'
import type { GatewayPayment, GatewaySession } from './payment-gateway.ts'
import {
  type RecordOutcome,
  recordOnlinePayment,
  recordPaymentFailed,
} from './record-online-payment.ts'

export type StatusDeps = Pick<
  AppDeps,
  'db' | 'now' | 'config' | 'logger' | 'sms' | 'paymentGateway'
>

/** At most one question to the gateway per attempt in this time (the page asks every few seconds). */
export const GATEWAY_ASK_INTERVAL_MS = 3000

/**
 * When each attempt was last asked about, per process. In memory on purpose: it only
 * keeps one process from asking the gateway about one attempt more than once every
 * few seconds (the gateway's rate limit, the shop's latency); several processes each
 * ask at that pace at most, which is still far below what the gateway allows, and a
 * restart forgetting it costs one extra question. Pruned as it grows.
 */
const lastAsked = new Map<string, number>()
const MAX_REMEMBERED = 5000

/** True when the attempt may be asked about now (and notes that it is). */
export function mayAskGateway(sessionId: string, nowMs: number): boolean {
  const last = lastAsked.get(sessionId)
  if (last !== undefined && nowMs - last < GATEWAY_ASK_INTERVAL_MS && nowMs >= last) return false
  if (lastAsked.size >= MAX_REMEMBERED) {
    for (const [id, at] of lastAsked) {
      if (nowMs - at >= GATEWAY_ASK_INTERVAL_MS) lastAsked.delete(id)
    }
    if (lastAsked.size >= MAX_REMEMBERED) lastAsked.clear()
  }
  lastAsked.set(sessionId, nowMs)
  return true
}

/**
 * What the gateway says of an attempt, recorded as a webhook would record it: a paid
 * payment applied (`via` 'gateway'), or, with none paid, a failed one noted. Returns
 * what recording the paid payment did ('applied', 'already', or 'attention': kept for
 * staff), or null when the gateway reports none paid.
 */
export async function recordGatewaySession(
  deps: StatusDeps,
  attempt: Pick<OnlineSessionRow, 'id' | 'paymentIntentId'>,
  session: GatewaySession,
): Promise<RecordOutcome['kind'] | null> {
  const paid = session.payments.find((p) => p.status === 'paid')
  const input = {
    sessionId: attempt.id,
    paymentIntentId: session.paymentIntentId ?? attempt.paymentIntentId,
  }
  if (paid) {
    const outcome = await deps.db.transaction(async (tx) => {
      const recorded = await recordOnlinePayment(deps, tx, {
        ...input,
        payment: paid,
        via: 'gateway',
      })
      // Kept for staff as a webhook event would be, under an id of its own per payment
      // (asking again stores nothing twice), so Payments > needing attention lists it even
      // when the webhook never comes.
      if (recorded.kind === 'attention') await keepForStaff(deps, tx, attempt.id, paid, recorded)
      return recorded
    })
    if (outcome.kind === 'attention') {
      deps.logger.warn(
        { sessionId: attempt.id, orderId: outcome.orderId, reason: outcome.reason },
        `a ${GATEWAY_NAME} payment needs staff`,
      )
    }
    return outcome.kind
  }
  const failed = session.payments.filter((p) => p.status === 'failed').at(-1)
  if (failed) {
    await deps.db.transaction((tx) => recordPaymentFailed(deps, tx, { ...input, payment: failed }))
  }
  return null
}

/**
 * `GET orderApiPaths.onlinePayment(token)` (issue 32 §1): where the online payment
 * stands. While the newest attempt is open or failed (the shopper may just have paid
 * and come back), the gateway is asked first, at most once per attempt every few seconds, and
 * what it reports is recorded before answering: the page never believes the redirect
 * alone, and a lost webhook does not keep the shopper waiting. A gateway that does not
 * answer leaves the answer as the shop knows it.
 */
export async function onlinePaymentStatusForOrder(
  deps: StatusDeps,
  orderId: string,
): Promise<OnlinePaymentStatus> {
  let order = await findOrderRow(deps.db, orderId)
  if (!order) throw notFound('That order')
  if (order.paymentMethod !== 'online') throw conflict(onlinePaymentMessages.notAwaiting)
  const newest = (await sessionsOfOrder(deps.db, orderId)).at(-1)
  if (
    deps.paymentGateway &&
    // Open, or failed: the gateway's page takes another try after a failed one.
    (newest?.state === 'open' || newest?.state === 'failed') &&
    order.status !== 'cancelled' &&
    mayAskGateway(newest.id, deps.now().getTime())
  ) {
    try {
      const session = await deps.paymentGateway.retrieveCheckoutSession(newest.id)
      await recordGatewaySession(deps, newest, session)
      order = (await findOrderRow(deps.db, orderId)) ?? order
    } catch (error) {
      deps.logger.warn({ err: error, sessionId: newest.id }, `could not ask ${GATEWAY_NAME}`)
    }
  }
  return onlinePaymentStatusOf(deps.db, order)
}

/** The event type of a payment found by asking the gateway (not one of the gateway's own). */
export const ASKED_EVENT_TYPE = 'checkout_session.retrieved'

async function keepForStaff(
  deps: StatusDeps,
  tx: Transaction,
  sessionId: string,
  payment: GatewayPayment,
  outcome: Extract<RecordOutcome, { kind: 'attention' }>,
): Promise<void> {
  const id = `asked_${payment.id}`
  const now = deps.now()
  const stored = await insertPaymentEvent(tx, {
    id,
    type: ASKED_EVENT_TYPE,
    livemode: deps.paymentGateway?.mode === 'live',
    payload: { sessionId, payment },
    receivedAt: now,
  })
  if (!stored) return
  await setPaymentEventHandled(tx, id, {
    state: 'attention',
    orderId: outcome.orderId === null ? null : await orderIdIfExists(tx, outcome.orderId),
    sessionId,
    paymentId: payment.id,
    amountCentavos: payment.amountCentavos,
    attentionReason: outcome.reason,
    handledAt: now,
  })
}
