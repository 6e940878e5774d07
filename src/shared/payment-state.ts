/**
 * Where a GCash order's payment stands (issue 17, docs/product-rules.md §12). Cash on
 * delivery orders are 'none'. No zod here: the storefront imports it.
 *
 *   awaiting  --proof-->  submitted  --verify-->  verified   (order status 'paid')
 *      ^                      |
 *      +--- rejected <--reject+   (a new proof may be sent while awaiting, submitted or rejected)
 */
import { formatManilaDate, formatManilaWeekdayDateTime } from './manila-time.ts'
import { type Centavos, formatPeso, parsePesos } from './money.ts'

export const paymentStates = ['none', 'awaiting', 'submitted', 'verified', 'rejected'] as const
export type PaymentState = (typeof paymentStates)[number]

/** What the shopper and staff read. */
export const paymentStateLabels: Record<Exclude<PaymentState, 'none'>, string> = {
  awaiting: 'Awaiting payment',
  submitted: 'Proof submitted',
  verified: 'Payment verified',
  rejected: 'Proof rejected',
}

/**
 * What a proof pays (issue 28 §1): 'payment' for the order's payment, 'balance' for what
 * is left once a verified payment fell short (or packing came out heavier). A balance
 * proof leaves the order's payment state alone: the payment stays 'verified' while the
 * balance proof waits, is verified or is rejected (decision 0074).
 */
export const proofPurposes = ['payment', 'balance'] as const
export type ProofPurpose = (typeof proofPurposes)[number]

/** The most staff may record as received on one proof: ₱1,000,000.00. */
export const MAX_AMOUNT_RECEIVED_CENTAVOS = 100_000_000

/**
 * The most proofs one order takes, payment and balance proofs together (issue 29): a
 * refused screenshot is sent again once or twice, never more than this, and the cap
 * bounds what one order link can store. Counted before the file is read.
 */
export const MAX_PROOFS_PER_ORDER = 5

/** States in which the shopper may send a (new) proof. */
export const proofAcceptedStates: readonly PaymentState[] = ['awaiting', 'submitted', 'rejected']

/**
 * When a pending GCash order is listed under Suspicious Orders (product-rules §12,
 * issue 27): this many proofs rejected, or a proof waiting for staff this many hours
 * past the payment deadline (the deadline cancels nothing while a proof waits, so an
 * order could otherwise hold its stock and delivery place unseen).
 */
export const suspiciousPayment = {
  rejectedProofs: 2,
  waitingPastDeadlineHours: 24,
} as const

/** The GCash reference number: 13 digits; spaces a shopper types between groups are removed. */
export const REFERENCE_NUMBER_DIGITS = 13

/**
 * The most pixels a proof of payment may have, in megapixels: a phone screenshot is
 * 2.5 to 4, a photo from a phone's camera 12 or more. Anyone holding an order's link
 * can send one, so decoding stays far below the staff's 40 (decision 0082).
 */
export const MAX_PROOF_MEGAPIXELS = 12
export const MAX_REJECTION_REASON_LENGTH = 500

/**
 * What is open after a payment, for staff (dialog and timeline): positive, the customer
 * still owes it; negative, the shop refunds it.
 */
function balanceText(balanceCentavos: Centavos): string {
  return balanceCentavos > 0
    ? `Customer to pay ${formatPeso(balanceCentavos)} more`
    : `Refund ${formatPeso(-balanceCentavos)} to the customer`
}

export const paymentMessages = {
  referenceNumber: 'Enter the 13-digit GCash reference number',
  proofFile: 'Choose a screenshot of your GCash payment (PNG or JPEG)',
  proofPurpose: "Send the proof's purpose as 'payment' or 'balance'.",
  proofTooManyPixels: `This picture is too large (over ${MAX_PROOF_MEGAPIXELS} megapixels). Please send a screenshot of your GCash payment instead.`,
  codNeedsNoProof: 'This order is paid in cash on delivery, so it needs no proof of payment.',
  alreadyVerified: 'This payment is already verified.',
  orderCancelled: 'This order was cancelled, so it takes no payment.',
  noProofToVerify: 'There is no proof of payment to verify on this order.',
  noProofToReject: 'There is no proof of payment to reject on this order.',
  reasonRequired: 'Enter the reason the customer will read',
  proofReplaced:
    'The customer sent a new proof of payment meanwhile. Look at it before you verify or reject.',
  proofSubmittedToast: 'Proof of Payment Sent',
  proofSubmittedDescription: 'We will check it and email you when your payment is verified.',
  /** Flag on the staff's dialog when the newest proof's number appears on another order. */
  duplicateReference: (orderIds: readonly string[]) =>
    `This reference number was also sent for ${orderIds.join(', ')}.`,
  /** The amount-received field, in the staff's form and the server's answer alike. */
  amountReceivedRequired: 'Enter the amount received in pesos, like 1,100.00',
  amountReceivedDecimals: 'Enter the amount received with at most 2 decimals, like 1,100.50',
  amountReceivedPositive: 'The amount received must be more than ₱0.00',
  amountReceivedTooLarge: `The amount received can be at most ${formatPeso(MAX_AMOUNT_RECEIVED_CENTAVOS)}`,
  /** The sixth proof of one order (MAX_PROOFS_PER_ORDER), on the shopper's page. */
  tooManyProofs: `You have sent ${MAX_PROOFS_PER_ORDER} screenshots for this order, the most we accept. Please contact us if you need to send another.`,
  /** A proof whose image housekeeping removed (issue 29): the row, number and amounts stay. */
  proofImageRemoved: (removedAt: Date | string) =>
    `This screenshot was removed on ${formatManilaDate(removedAt)} under the shop's retention rules. The reference number and amounts are kept.`,
  /** A balance proof sent to an order with nothing left to pay. */
  noBalanceToPay: 'This order has no balance to pay, so it takes no proof of a balance payment.',
  /** What is open after a payment: positive, the customer still owes it; negative, the shop refunds it. */
  balanceText,
  /**
   * The staff note of a verified proof: what was received against what was due, who
   * verified it, and what is left ('Customer to pay ₱100.00 more.') when anything is.
   */
  verifiedNote: (
    staffName: string,
    {
      purpose,
      receivedCentavos,
      dueCentavos,
      balanceCentavos,
    }: {
      purpose: ProofPurpose
      receivedCentavos: Centavos
      dueCentavos: Centavos
      balanceCentavos: Centavos
    },
  ) => {
    const what = purpose === 'balance' ? 'Balance payment' : 'Payment'
    const note = `${what} of ${formatPeso(receivedCentavos)} received (${formatPeso(dueCentavos)} due), verified by ${staffName}.`
    return balanceCentavos === 0 ? note : `${note} ${balanceText(balanceCentavos)}.`
  },
  rejectedNote: (staffName: string, reason: string) =>
    `Proof of payment rejected by ${staffName}: ${reason}`,
  submittedNote: (referenceNumber: string) =>
    `Proof of payment sent by the customer (reference ${referenceNumber}).`,
  /** The shopper's page once a balance proof is verified and nothing is left. */
  balancePaidNote: (paidCentavos: Centavos) =>
    `You paid ${formatPeso(paidCentavos)}. Your balance is settled. Thank you.`,
  balanceSubmittedNote: (referenceNumber: string) =>
    `Proof of the balance payment sent by the customer (reference ${referenceNumber}).`,
  balanceRejectedNote: (staffName: string, reason: string) =>
    `Proof of the balance payment rejected by ${staffName}: ${reason}`,
} as const

/**
 * The payment deadline in words (issue 28 §2), on the confirmation, the status page and
 * in the emails: 'Pay by Sat, Nov 28, 2:15 PM, or the order is cancelled and its delivery
 * time freed.' (Manila time).
 */
export function paymentDeadlineText(dueAt: Date | string): string {
  return `Pay by ${formatManilaWeekdayDateTime(dueAt)}, or the order is cancelled and its delivery time freed.`
}

/** What a typed amount received is: centavos, or the field's message. */
export type AmountReceivedParse = { centavos: Centavos } | { error: string }

/** Longer than any amount a person types ('₱ 1,000,000.00'): refused before it is matched. */
const MAX_AMOUNT_TEXT = 40

/**
 * The staff's amount received as typed ('1,000', '₱ 1,100.50') into centavos, with the
 * messages the server gives for the same mistakes: empty, more than two decimals, zero
 * or negative, above ₱1,000,000.
 */
export function parseAmountReceived(text: string): AmountReceivedParse {
  const trimmed = text.slice(0, MAX_AMOUNT_TEXT + 1).trim()
  if (trimmed === '') return { error: paymentMessages.amountReceivedRequired }
  if (trimmed.length > MAX_AMOUNT_TEXT) return { error: paymentMessages.amountReceivedRequired }
  if (trimmed.startsWith('-')) return { error: paymentMessages.amountReceivedPositive }
  const centavos = parsePesos(trimmed)
  if (centavos === null) {
    // A number parsePesos refuses: too many decimals ('12.345') or too many digits.
    if (/^[₱\s\d,]+\.\d{3,}$/.test(trimmed))
      return { error: paymentMessages.amountReceivedDecimals }
    if (/^[₱\s\d,]+(\.\d{1,2})?$/.test(trimmed)) {
      return { error: paymentMessages.amountReceivedTooLarge }
    }
    return { error: paymentMessages.amountReceivedRequired }
  }
  if (centavos <= 0) return { error: paymentMessages.amountReceivedPositive }
  if (centavos > MAX_AMOUNT_RECEIVED_CENTAVOS)
    return { error: paymentMessages.amountReceivedTooLarge }
  return { centavos }
}

/** 110000 -> '1100.00': what the amount-received box starts with. */
export function amountInputText(centavos: Centavos): string {
  return (centavos / 100).toFixed(2)
}

/** '1234567890123' from '1234 567 890123'; anything else is left for the check to refuse. */
export function normaliseReferenceNumber(value: string): string {
  return value.replace(/\s+/g, '')
}
