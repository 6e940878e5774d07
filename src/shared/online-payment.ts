/**
 * Paying online through the payment gateway (issue 32, decision 0089): the facts and the
 * words of the 'online' payment method. No zod here: the storefront imports it.
 *
 * An online order's payment state reuses the GCash states: 'awaiting' until a payment
 * is confirmed (by a signed webhook, or by asking the gateway), then 'verified', and the
 * order 'paid' as staff verification makes it. Every attempt is a checkout session of
 * its own; refunds and balance payments are rows of their own (db/schema/online-payments.ts).
 */
import { formatManilaWeekdayDateTime } from './manila-time.ts'
import { type Centavos, formatPeso } from './money.ts'

/** The payment gateway's name, as the shopper and staff read it. */
export const GATEWAY_NAME = 'PayMongo'

/**
 * The gateway's payment method types the admin may offer (PayMongo's
 * `payment_method_types`), in the order they are listed.
 */
export const onlineMethodTypes = ['gcash', 'paymaya', 'qrph', 'card'] as const
export type OnlineMethodType = (typeof onlineMethodTypes)[number]

/** Names of the methods the gateway may report; an unknown one is shown as reported. */
const reportedMethodLabels: Record<string, string> = {
  gcash: 'GCash',
  paymaya: 'Maya',
  qrph: 'QR Ph',
  card: 'Card',
  grab_pay: 'GrabPay',
  shopee_pay: 'ShopeePay',
  billease: 'BillEase',
  dob: 'Online banking',
  dob_ubp: 'UnionBank Online',
  brankas_bdo: 'BDO Online',
  brankas_landbank: 'Landbank Online',
  brankas_metrobank: 'Metrobank Online',
}

export const onlineMethodLabels: Record<OnlineMethodType, string> = {
  gcash: 'GCash',
  paymaya: 'Maya',
  qrph: 'QR Ph',
  card: 'Card',
}

/** 'GCash' for 'gcash'; a method this shop never heard of is shown as the gateway names it. */
export function reportedMethodLabel(type: string | null | undefined): string {
  if (!type) return 'online'
  return reportedMethodLabels[type] ?? type.slice(0, 40)
}

/** Where a refund goes back to, in a sentence: 'GCash', 'Maya', 'card'. */
function refundDestination(type: string | null | undefined): string {
  if (!type) return 'payment method'
  return type === 'card' ? 'card' : reportedMethodLabel(type)
}

/** What a checkout session pays: the order's payment, or a balance left after packing heavier. */
export const onlineSessionPurposes = ['payment', 'balance'] as const
export type OnlineSessionPurpose = (typeof onlineSessionPurposes)[number]

/**
 * One attempt to pay: 'open' while the shopper may still pay on the gateway's page,
 * 'paid' once a payment for its amount is confirmed, 'failed' when the gateway reported
 * the payment failed, 'expired' once it was expired (a new attempt, the deadline,
 * switching to cash on delivery, cancelling).
 */
export const onlineSessionStates = ['open', 'paid', 'failed', 'expired'] as const
export type OnlineSessionState = (typeof onlineSessionStates)[number]
/** How staff read an attempt's state in the order dialog. */
export const onlineSessionStateLabels: Record<OnlineSessionState, string> = {
  open: 'Open',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
}

/**
 * A refund through the gateway: 'requesting' while the shop's call is on its way (the
 * amount is already counted, so a double click cannot refund twice), then as the gateway
 * reports it: 'pending', 'succeeded' or 'failed' (a failed refund gives its amount back
 * to what is still to refund).
 */
export const onlineRefundStates = ['requesting', 'pending', 'succeeded', 'failed'] as const
export type OnlineRefundState = (typeof onlineRefundStates)[number]

/**
 * A webhook event in the inbox: 'received' once stored (before it is acted on),
 * 'applied' once it changed an order, 'ignored' when it changed nothing (already
 * applied, a type the shop does not act on, an event older than what is known),
 * 'attention' when staff must look (no order matches, the amount does not match, paid
 * after the order was cancelled).
 */
export const paymentEventStates = ['received', 'applied', 'ignored', 'attention'] as const
export type PaymentEventState = (typeof paymentEventStates)[number]

/** The events the shop acts on (others are stored and ignored). */
export const handledEventTypes = [
  'checkout_session.payment.paid',
  'payment.paid',
  'payment.failed',
  'payment.refunded',
  'payment.refund.updated',
] as const

/** A webhook whose timestamp is further than this from the server's clock is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300
/** The largest webhook body read (PayMongo's events are a few kilobytes). */
export const MAX_WEBHOOK_BODY_BYTES = 256 * 1024

/** Settings > Online payments: minutes an unpaid online order waits before it is cancelled. */
export const MIN_ONLINE_PAYMENT_DEADLINE_MINUTES = 15
export const MAX_ONLINE_PAYMENT_DEADLINE_MINUTES = 24 * 60
export const DEFAULT_ONLINE_PAYMENT_DEADLINE_MINUTES = 60

/**
 * What is open on an online order once paid: total − paid − settled (positive: the
 * shopper still owes it; negative: the shop refunds it). Refunds through the gateway
 * count as settled (negative), so a refund under way already lowers what is open.
 */
export function onlineBalanceOf(order: {
  totalCentavos: Centavos
  paidCentavos: Centavos | null
  balanceSettledCentavos: Centavos
}): Centavos {
  return order.totalCentavos - (order.paidCentavos ?? 0) - order.balanceSettledCentavos
}

/**
 * What 'Refund … through PayMongo' may give back now: the open refund (a negative
 * balance), never more than was paid less what was refunded already; 0 when none.
 */
export function refundableOf(
  balanceCentavos: Centavos,
  paidCentavos: Centavos,
  refundedCentavos: Centavos,
): Centavos {
  if (balanceCentavos >= 0) return 0
  return Math.max(0, Math.min(-balanceCentavos, paidCentavos - refundedCentavos))
}

/** The Payments filter of the staff's order list. */
export const paymentFilters = ['to-verify', 'paid-online', 'awaiting-online', 'attention'] as const
export type PaymentFilter = (typeof paymentFilters)[number]
export const paymentFilterLabels: Record<PaymentFilter, string> = {
  'to-verify': 'To verify',
  'paid-online': 'Paid online',
  'awaiting-online': 'Awaiting online payment',
  attention: 'Payment events needing attention',
}

/** Why an event is kept for staff instead of applied. */
export const attentionReasons = {
  unknownOrder: 'No order of this shop matches this payment.',
  unknownSession: 'No payment attempt of this shop matches this payment.',
  amountMismatch: (expected: Centavos, received: Centavos) =>
    `The payment is ${formatPeso(received)} but ${formatPeso(expected)} was asked for.`,
  orderCancelled: 'This payment arrived for an order that was cancelled: refund it.',
  alreadyPaid: 'A second payment arrived for an attempt already paid: refund one of them.',
  paidAfterSwitchToCod:
    'This payment arrived after the customer chose cash on delivery: collect nothing at the door, or refund it.',
  unknownRefund: 'No refund made by this shop matches this refund.',
} as const

/** Every text of the online payment, for the shopper and staff (docs/product-rules.md §12b). */
export const onlinePaymentMessages = {
  /** Checkout's choice and its hint. */
  checkoutLabel: 'Pay online (GCash, Maya, QR Ph, card)',
  checkoutHint: "You pay on PayMongo's secure page and come straight back here.",
  /** Under the online choice when a line is priced by packed weight. */
  weighedHint:
    'You pay the estimate now. Packed lighter, we refund the difference to the same account; packed heavier, you pay the rest online or in cash on delivery.',
  /** The manual GCash choice's name once online payment is offered beside it. */
  manualGcashLabel: 'GCash (send a screenshot)',
  /** The order page while the server asks the gateway. */
  confirming: 'Confirming your payment…',
  confirmingHint: 'This takes a few seconds. Please keep this page open.',
  /** The order page and records once paid: 'Paid online (GCash)'. */
  paidLabel: (methodType: string | null | undefined) =>
    `Paid online (${reportedMethodLabel(methodType)})`,
  awaitingTitle: 'Waiting for your online payment',
  /** The payment page was left without paying, or the payment failed. */
  notPaid: 'Your payment did not go through, and nothing was charged.',
  tryAgain: 'Try paying again',
  payCashInstead: 'Pay cash on delivery instead',
  /** 'Pay online' once packing came out heavier: the balance link. */
  payBalance: (centavos: Centavos) => `Pay ${formatPeso(centavos)} online`,
  collectOnDelivery: (centavos: Centavos) => `Collect ${formatPeso(centavos)} on delivery`,
  balanceHint: (centavos: Centavos) =>
    `Your order was packed heavier than estimated. Pay the remaining ${formatPeso(centavos)} online now, or in cash when it arrives.`,
  /** The deadline in words, as the GCash one. */
  deadlineText: (dueAt: Date | string) =>
    `Pay by ${formatManilaWeekdayDateTime(dueAt)}, or the order is cancelled and its delivery time freed.`,
  /** Timeline entries (the shopper sees the first three). */
  receivedNote: (paymentId: string) => `Payment received through PayMongo (${paymentId})`,
  balanceReceivedNote: (paymentId: string) =>
    `Balance payment received through PayMongo (${paymentId})`,
  refundedNote: (centavos: Centavos, refundId: string) =>
    `Refunded ${formatPeso(centavos)} (${refundId})`,
  switchedToCodNote: 'The customer chose to pay cash on delivery instead.',
  failedNote: (paymentId: string, reason: string | null) =>
    `Online payment failed (${paymentId})${reason ? `: ${reason}` : ''}`,
  refundFailedNote: (centavos: Centavos, refundId: string) =>
    `Refund of ${formatPeso(centavos)} failed at PayMongo (${refundId}); it is open again.`,
  /** Staff's button where a packed-lighter order paid online has money to give back. */
  refundButton: (centavos: Centavos) => `Refund ${formatPeso(centavos)} through PayMongo`,
  /** Staff (issue 32 §3, §5): a refund whose call to the gateway has not been answered yet. */
  refundOnItsWay: 'Refund on its way',
  refundFailed: (centavos: Centavos, reason: string | null) =>
    `Refund of ${formatPeso(centavos)} failed${reason ? `: ${reason}` : ''}`,
  /** 502 to the refund button: the gateway did not answer; the amount is open again. */
  refundUnreachable:
    'We could not reach PayMongo, and nothing was refunded. Please try again in a moment.',
  /** 502 to the refund button: asked, but PayMongo's answer never came; the webhook tells the rest. */
  refundUnconfirmed:
    "PayMongo did not confirm the refund in time. It may have gone through: it shows as 'Refund on its way' until PayMongo tells us.",
  /** 403 to an editor: the refund button is an admin's. */
  refundNeedsAdmin:
    "Only an admin can refund through PayMongo, since it sends the shop's money back. Ask an admin to refund it.",
  /** 409 to 'Mark as Settled' on an online order with money to give back. */
  settleThroughGateway: (centavos: Centavos) =>
    `This order was paid online: refund it through PayMongo instead ('Refund ${formatPeso(centavos)} through PayMongo').`,
  /** The refund's email to the shopper: 'We refunded ₱59.50 to your GCash.' */
  refundedEmail: (centavos: Centavos, methodType: string | null | undefined) =>
    `We refunded ${formatPeso(centavos)} to your ${refundDestination(methodType)}.`,
  /** Staff's dialog: the online payment's state. */
  staffAwaiting: 'Waiting for online payment',
  /** Refusals. */
  gatewayUnavailable:
    'We could not reach the payment service. Your order is saved: please try paying again in a moment.',
  notConfigured: 'Online payment is not available at the moment.',
  notAwaiting: 'This order does not wait for an online payment.',
  noBalance: 'This order has no balance to pay.',
  switchNotAllowed: 'This order can no longer be switched to cash on delivery.',
  refundTooLarge: (centavos: Centavos) =>
    `At most ${formatPeso(centavos)} can be refunded on this order.`,
  refundNothing: 'There is nothing to refund on this order.',
  manualGcashOff: 'Choose another payment method: GCash with a screenshot is not offered.',
} as const

/** Texts added with the shopper's screens and Settings (issue 32 §1, §4). */
export const onlinePaymentScreenTexts = {
  /** The order page's link to the open attempt's page on the gateway. */
  continueToPayment: 'Continue to payment',
  /** 'Check again' once the page stopped asking while confirming. */
  checkAgain: 'Check again',
  /** Said when the page stopped asking and the payment is still not confirmed. */
  stillConfirming:
    'We have not received the confirmation yet. If you paid, it usually arrives within a minute.',
  /** The toast once 'Pay cash on delivery instead' went through. */
  switchedToCodToast: 'You will pay cash on delivery',
  switchedToCodDescription: 'Please have the exact amount ready when your order arrives.',
  /** The order page's heading for the online payment, and its line once paid. */
  panelTitle: 'Online Payment',
  paidThanks: 'Thank you: we have received your payment.',
  amountPaid: 'Amount paid',
  /** Settings > Online payments. */
  settingsTitle: 'Online payments',
  configuredNote: (mode: 'test' | 'live' | null) =>
    `${GATEWAY_NAME} is connected${mode === 'live' ? ' (Live mode)' : mode === 'test' ? ' (Test mode)' : ''}. Checkout offers 'Pay online (GCash, Maya, QR Ph, card)'.`,
  notConfiguredNote:
    'Online payment is off: set PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET on the server to turn it on (docs/operations.md says how to create the keys and register the webhook). These settings are kept for then.',
  webhookUrlLabel: 'Webhook URL to register in PayMongo',
  copyWebhookUrl: 'Copy webhook URL',
  webhookUrlCopied: 'Webhook URL copied',
  methodsLegend: 'Ways to pay on PayMongo’s page',
  deadlineLabel: 'Payment deadline (minutes)',
  deadlineHint:
    'Unpaid online orders are cancelled after this many minutes, freeing their stock and delivery time.',
  allowSwitchToCodLabel: 'Let shoppers switch to cash on delivery when an online payment fails',
  modeLabels: { test: 'Test mode', live: 'Live mode' },
  /** Settings > Manual Payment Methods: the switch and its hint. */
  offerManualLabel: `Offer '${onlinePaymentMessages.manualGcashLabel}' at checkout`,
  offerManualHint:
    'Only matters while online payment is on: without a payment gateway checkout always offers GCash with a screenshot.',
} as const
