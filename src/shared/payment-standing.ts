import { type Centavos, formatPeso } from './money.ts'
import { isPrepaid, type OrderStatus, type PaymentMethod } from './order-status.ts'
import type { PaymentState } from './payment-state.ts'
import { formatKg, type Grams } from './weight.ts'

/**
 * Whether an order's money is in (issue 28 §6 and §8, docs/product-rules.md): the one
 * rule the dashboard, the CSV exports, the Deliveries screen and the packing slips
 * read. No zod here: the web app imports it.
 *
 * - A GCash order is paid once staff verified its payment (payment state 'verified'); an
 *   online order once the gateway confirmed it (the same state, issue 32).
 * - A cash-on-delivery order is paid once delivered (status 'completed').
 * - Anything else not cancelled is awaiting payment.
 */
export const paidWhen = {
  gcashPaymentState: 'verified',
  codStatus: 'completed',
} as const satisfies { gcashPaymentState: PaymentState; codStatus: OrderStatus }

export interface PaymentFacts {
  paymentMethod: PaymentMethod
  paymentState: PaymentState
  status: OrderStatus
  totalCentavos: Centavos
}

export type RevenueStanding = 'paid' | 'awaiting' | 'cancelled'

export function revenueStandingOf(order: PaymentFacts): RevenueStanding {
  if (order.status === 'cancelled') return 'cancelled'
  const paid = isPrepaid(order.paymentMethod)
    ? order.paymentState === paidWhen.gcashPaymentState
    : order.status === paidWhen.codStatus
  return paid ? 'paid' : 'awaiting'
}

/** The money facts of the revenue figures. */
export interface RevenueFacts extends PaymentFacts {
  /** GCash: what verified proofs received (null until verified). */
  paidCentavos: Centavos | null
  /** GCash: balances marked settled (positive received, negative refunded). */
  balanceSettledCentavos: Centavos
}

/**
 * What the order brought in: GCash and online what was received and settled (refunds
 * through the gateway count as settled, negative); cash its total once delivered.
 */
export function receivedOf(order: RevenueFacts): Centavos {
  return isPrepaid(order.paymentMethod)
    ? (order.paidCentavos ?? order.totalCentavos) + order.balanceSettledCentavos
    : order.totalCentavos
}

/** The dashboard's 'Paid': the money a paid order brought in; 0 for the others. */
export function paidRevenueOf(order: RevenueFacts): Centavos {
  return revenueStandingOf(order) === 'paid' ? receivedOf(order) : 0
}

/** The dashboard's 'Awaiting payment': an unpaid order's total, or a paid order's balance still open. */
export function awaitingRevenueOf(order: RevenueFacts): Centavos {
  const standing = revenueStandingOf(order)
  if (standing === 'cancelled') return 0
  if (standing === 'awaiting') return order.totalCentavos
  return Math.max(0, order.totalCentavos - receivedOf(order))
}

/**
 * A paid GCash or online order's balance still unpaid: a short payment, or packing
 * heavier than the amount paid (what the shopper's page asks them to send); 0 otherwise.
 */
export function balanceDueOf(order: RevenueFacts): Centavos {
  if (!isPrepaid(order.paymentMethod) || revenueStandingOf(order) !== 'paid') return 0
  return Math.max(0, order.totalCentavos - receivedOf(order))
}

/**
 * Where an order stands for the packer and the rider: paid, cash to collect, or not
 * to be dispatched (no payment yet, a proof staff have not checked, a proof rejected,
 * a balance the shopper has still to send).
 */
export const dispatchReadinesses = [
  'paid',
  'balanceDue',
  'balanceOnDelivery',
  'cod',
  'awaiting',
  'proofToVerify',
  'proofRejected',
] as const
export type DispatchReadiness = (typeof dispatchReadinesses)[number]

export function dispatchReadinessOf(order: RevenueFacts): DispatchReadiness {
  if (revenueStandingOf(order) === 'paid') {
    if (balanceDueOf(order) === 0) return 'paid'
    // Paid online and packed heavier: the rider may collect the difference (issue 32 §3).
    return order.paymentMethod === 'online' ? 'balanceOnDelivery' : 'balanceDue'
  }
  if (order.paymentMethod === 'cod') return 'cod'
  if (order.paymentState === 'submitted') return 'proofToVerify'
  if (order.paymentState === 'rejected') return 'proofRejected'
  return 'awaiting'
}

/**
 * Cash the rider collects at the door: a cash-on-delivery order's total until it is
 * delivered; an online order's balance left by packing heavier, unless paid online first.
 */
export function cashToCollectOf(order: RevenueFacts): Centavos {
  if (order.paymentMethod === 'online')
    return order.status === 'completed' ? 0 : balanceDueOf(order)
  const cod = order.paymentMethod === 'cod' && revenueStandingOf(order) === 'awaiting'
  return cod ? order.totalCentavos : 0
}

/** True when the order must not leave the shop yet. */
export function isDoNotDispatch(readiness: DispatchReadiness): boolean {
  return readiness !== 'paid' && readiness !== 'cod' && readiness !== 'balanceOnDelivery'
}

/** What staff read on the Deliveries screen and the slips. */
export const dispatchMessages = {
  paid: 'Paid',
  codCollect: (centavos: Centavos) => `COD: collect ${formatPeso(centavos)}`,
  balanceDue: (centavos: Centavos) => `Balance ${formatPeso(centavos)} unpaid — do not dispatch`,
  /** Paid online, packed heavier: the same words the shopper reads (issue 32 §3). */
  balanceOnDelivery: (centavos: Centavos) => `Collect ${formatPeso(centavos)} on delivery`,
  awaiting: 'Awaiting payment — do not dispatch',
  proofToVerify: 'Proof to verify — do not dispatch',
  proofRejected: 'Proof rejected — do not dispatch',
  /** A window's totals: '3 orders · 4.5 kg · Cash to collect ₱2,119.00' */
  windowTotals: (orders: number, grams: Grams, cashCentavos: Centavos) =>
    `${orders} ${orders === 1 ? 'order' : 'orders'} · ${formatKg(grams)} · Cash to collect ${formatPeso(cashCentavos)}`,
  /** The dashboard's cards. */
  paidTitle: 'Paid (30 days)',
  awaitingTitle: 'Awaiting payment (30 days)',
} as const

/** The money a dispatch line names: the cash to collect, or the balance still unpaid. */
export interface DispatchFigures {
  readiness: DispatchReadiness
  cashToCollectCentavos: Centavos
  balanceDueCentavos: Centavos
}

export function dispatchText(row: DispatchFigures): string {
  if (row.readiness === 'cod') return dispatchMessages.codCollect(row.cashToCollectCentavos)
  if (row.readiness === 'balanceDue') return dispatchMessages.balanceDue(row.balanceDueCentavos)
  if (row.readiness === 'balanceOnDelivery') {
    return dispatchMessages.balanceOnDelivery(row.balanceDueCentavos)
  }
  return dispatchMessages[row.readiness]
}

/** The 'Payment' column of the orders and deliveries CSV files. */
export const csvPaymentLabels = {
  paid: 'Paid',
  awaiting: 'Awaiting payment',
  cod: 'COD: collect',
  cancelled: 'Cancelled',
} as const

export function csvPaymentLabel(order: PaymentFacts): string {
  const standing = revenueStandingOf(order)
  if (standing !== 'awaiting') return csvPaymentLabels[standing]
  return order.paymentMethod === 'cod' ? csvPaymentLabels.cod : csvPaymentLabels.awaiting
}
