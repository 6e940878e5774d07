import type { AppDeps } from '#server/app-env.ts'
import type { Queryable } from '#server/db/client.ts'
import { AppError, conflict, notFound } from '#server/http/errors.ts'
import { lockOrderRow, type OrderRow } from '#server/orders/order-repo.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import {
  GATEWAY_NAME,
  type OnlineSessionPurpose,
  onlineBalanceOf,
  onlinePaymentMessages,
} from '#shared/online-payment.ts'
import { paths } from '#shared/paths.ts'
import { gramsPerUnit, piecesLabel } from '#shared/pricing.ts'
import { formatKg } from '#shared/weight.ts'
import {
  expireOtherSessions,
  findOrderRow,
  insertSession,
  openSessionsOfOrder,
  orderLinesForSession,
} from './online-payment-repo.ts'
import {
  type CheckoutSessionRequest,
  GatewayError,
  type GatewayLineItem,
  type GatewaySession,
  type PaymentGateway,
} from './payment-gateway.ts'

export type StartDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'logger' | 'paymentGateway'>

/** 502/503 with the shopper's words: the gateway did not answer or refused; nothing was written. */
export function gatewayUnavailable(error?: unknown): AppError {
  const status = error instanceof GatewayError && !error.details.retryable ? 502 : 503
  return new AppError(status, 'gateway_unavailable', onlinePaymentMessages.gatewayUnavailable)
}

/** No gateway configured: nothing can be paid online. */
export const onlinePaymentOff = () =>
  new AppError(503, 'service_unavailable', onlinePaymentMessages.notConfigured)

/** The gateway, or 503 when none is configured. */
export function gatewayOf(deps: Pick<AppDeps, 'paymentGateway'>): PaymentGateway {
  if (!deps.paymentGateway) throw onlinePaymentOff()
  return deps.paymentGateway
}

/**
 * What an attempt of `purpose` asks for now, or the refusal: 'payment' while the online
 * order is pending and waits for its payment; 'balance' once paid, while packing left
 * something to pay and the order is neither cancelled nor delivered.
 */
export function amountToAsk(order: OrderRow, purpose: OnlineSessionPurpose): number {
  if (order.paymentMethod !== 'online') throw conflict(onlinePaymentMessages.notAwaiting)
  if (purpose === 'payment') {
    if (order.status !== 'pending' || order.paymentState !== 'awaiting') {
      throw conflict(onlinePaymentMessages.notAwaiting)
    }
    return order.totalCentavos
  }
  const balance = onlineBalanceOf(order)
  if (
    order.paymentState !== 'verified' ||
    order.status === 'cancelled' ||
    order.status === 'completed' ||
    balance <= 0
  ) {
    throw conflict(onlinePaymentMessages.noBalance)
  }
  return balance
}

type SessionLine = Awaited<ReturnType<typeof orderLinesForSession>>[number]

/** 'Ribeye Steak — 1.5 kg': the line's name with its weight or count (packed, when weighed). */
export function lineItemName(line: SessionLine): string {
  const grams =
    line.packedGrams ??
    (line.unit === 'kg' || line.unit === '500g' ? gramsPerUnit[line.unit] * line.quantity : null)
  const amount =
    grams !== null
      ? formatKg(grams)
      : line.unit === 'piece' && line.averagePieceGrams
        ? piecesLabel(line.quantity, line.averagePieceGrams)
        : line.quantity === 1
          ? null
          : `${line.quantity} pcs`
  const name = line.name.trim() || 'Item'
  return (amount ? `${name} — ${amount}` : name).slice(0, 255)
}

/**
 * The order's payment as line items (issue 32 §1: the server's own prices): one per
 * stored line (quantity 1, its total, so a weighed line reads as weighed), and the
 * delivery fee. Their sum is what is asked: when the lines do not add up to it (a line
 * removed, a price corrected), one item for the whole order instead.
 */
export function paymentLineItems(
  order: Pick<OrderRow, 'orderId' | 'deliveryFeeCentavos'>,
  lines: readonly SessionLine[],
  amount: number,
): GatewayLineItem[] {
  const items: GatewayLineItem[] = lines
    .filter((line) => line.lineTotalCentavos > 0)
    .map((line) => ({
      name: lineItemName(line),
      amountCentavos: line.lineTotalCentavos,
      quantity: 1,
    }))
  if (order.deliveryFeeCentavos > 0) {
    items.push({ name: 'Delivery fee', amountCentavos: order.deliveryFeeCentavos, quantity: 1 })
  }
  const sum = items.reduce((total, item) => total + item.amountCentavos * item.quantity, 0)
  return sum === amount && items.length > 0
    ? items
    : [{ name: `Order ${order.orderId}`, amountCentavos: amount, quantity: 1 }]
}

/** The order's page the gateway sends the shopper back to: built from PUBLIC_URL, never a request. */
export function returnUrls(siteOrigin: string, accessToken: string) {
  const page = `${siteOrigin.replace(/(?<!\/)\/+$/, '')}${paths.orderPage(accessToken)}`
  return { successUrl: `${page}?payment=returned`, cancelUrl: `${page}?payment=cancelled` }
}

async function sessionRequest(
  db: Queryable,
  deps: StartDeps,
  order: OrderRow,
  purpose: OnlineSessionPurpose,
  amount: number,
  accessToken: string,
): Promise<CheckoutSessionRequest> {
  const { methods } = await getSettings(db, 'onlinePayments')
  const lineItems =
    purpose === 'payment'
      ? paymentLineItems(order, await orderLinesForSession(db, order.orderId), amount)
      : [{ name: `Balance for order ${order.orderId}`, amountCentavos: amount, quantity: 1 }]
  const { siteName } = await getSettings(db, 'site')
  return {
    referenceNumber: order.orderId,
    lineItems,
    methods,
    ...returnUrls(deps.config.siteOrigin, accessToken),
    description:
      `${siteName} order ${order.orderId}${purpose === 'balance' ? ' (balance)' : ''}`.slice(
        0,
        255,
      ),
    metadata: { orderId: order.orderId, purpose },
    billing: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
  }
}

/** Expires these attempts at the gateway; a failure is logged (they are expired here already). */
export async function expireAtGateway(
  deps: Pick<AppDeps, 'logger' | 'paymentGateway'>,
  sessionIds: readonly string[],
): Promise<void> {
  if (!deps.paymentGateway) return
  for (const id of sessionIds) {
    try {
      await deps.paymentGateway.expireCheckoutSession(id)
    } catch (error) {
      deps.logger.warn({ err: error, sessionId: id }, `could not expire a ${GATEWAY_NAME} session`)
    }
  }
}

export interface StartInput {
  orderId: string
  /** The order link token the shopper used: the gateway sends them back to that page. */
  accessToken: string
  purpose: OnlineSessionPurpose
  /**
   * True (placing the order, a retried submit): an attempt of `purpose` still open is
   * answered as it is. False ('Try paying again'): always a new one, the old ones expired.
   */
  reuseOpen?: boolean
}

/**
 * A new attempt to pay the order online (issue 32 §1, §3): a checkout session of the
 * gateway with the server's own prices, the order id as its reference, the methods the
 * admin enabled, the shopper's details, and the order's page (from PUBLIC_URL) to come
 * back to; answers its `checkoutUrl`. The session is created at the gateway first (no
 * transaction waits on it), then recorded with the order locked and checked again: an
 * order that meanwhile stopped waiting (paid, cancelled, switched) gets no attempt (the
 * new session is expired at the gateway). The order's other open attempts of the same
 * purpose are expired, here and at the gateway (best effort). Refused 409 when the
 * order does not wait for this payment; 502/503 `gateway_unavailable` with nothing
 * written when the gateway fails.
 */
export async function startOnlinePayment(
  deps: StartDeps,
  input: StartInput,
): Promise<{ checkoutUrl: string }> {
  const { orderId, purpose } = input
  // Read without a lock: the gateway call comes next, and the lock is taken to record it.
  const order = await findOrderRow(deps.db, orderId)
  if (!order) throw notFound('That order')
  const amount = amountToAsk(order, purpose)
  const gateway = gatewayOf(deps)
  if (input.reuseOpen) {
    const open = await openSessionsOfOrder(deps.db, orderId, purpose)
    const same = open.filter((s) => s.amountCentavos === amount).at(-1)
    if (same) return { checkoutUrl: same.checkoutUrl }
  }
  const request = await sessionRequest(deps.db, deps, order, purpose, amount, input.accessToken)
  let created: GatewaySession
  try {
    created = await gateway.createCheckoutSession(request)
  } catch (error) {
    deps.logger.warn({ err: error, orderId, purpose }, `${GATEWAY_NAME} session not created`)
    throw gatewayUnavailable(error)
  }
  let outcome: { checkoutUrl: string; expired: string[] }
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const now = deps.now()
      const locked = await lockOrderRow(tx, orderId)
      if (!locked) throw notFound('That order')
      if (amountToAsk(locked, purpose) !== amount) {
        throw conflict(onlinePaymentMessages.notAwaiting)
      }
      if (input.reuseOpen) {
        // Two submits of one checkout at once: the first to get here keeps its attempt.
        const open = (await openSessionsOfOrder(tx, orderId, purpose)).filter(
          (s) => s.amountCentavos === amount,
        )
        const first = open.at(-1)
        if (first) return { checkoutUrl: first.checkoutUrl, expired: [created.id] }
      }
      const expired = await expireOtherSessions(tx, orderId, purpose, null, now)
      await insertSession(tx, {
        id: created.id,
        orderId,
        purpose,
        amountCentavos: amount,
        checkoutUrl: created.checkoutUrl,
        paymentIntentId: created.paymentIntentId,
        now,
      })
      return { checkoutUrl: created.checkoutUrl, expired }
    })
  } catch (error) {
    await expireAtGateway(deps, [created.id])
    throw error
  }
  await expireAtGateway(deps, outcome.expired)
  return { checkoutUrl: outcome.checkoutUrl }
}
