/**
 * Where a GCash order's payment stands (issue 17, docs/product-rules.md §12). Cash on
 * delivery orders are 'none'. No zod here: the storefront imports it.
 *
 *   awaiting  --proof-->  submitted  --verify-->  verified   (order status 'paid')
 *      ^                      |
 *      +--- rejected <--reject+   (a new proof may be sent while awaiting, submitted or rejected)
 */
export const paymentStates = ['none', 'awaiting', 'submitted', 'verified', 'rejected'] as const
export type PaymentState = (typeof paymentStates)[number]

/** What the shopper and staff read. */
export const paymentStateLabels: Record<Exclude<PaymentState, 'none'>, string> = {
  awaiting: 'Awaiting payment',
  submitted: 'Proof submitted',
  verified: 'Payment verified',
  rejected: 'Proof rejected',
}

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
export const MAX_REJECTION_REASON_LENGTH = 500

export const paymentMessages = {
  referenceNumber: 'Enter the 13-digit GCash reference number',
  proofFile: 'Choose a screenshot of your GCash payment (PNG or JPEG)',
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
  verifiedNote: (staffName: string) => `Payment verified by ${staffName}.`,
  rejectedNote: (staffName: string, reason: string) =>
    `Proof of payment rejected by ${staffName}: ${reason}`,
  submittedNote: (referenceNumber: string) =>
    `Proof of payment sent by the customer (reference ${referenceNumber}).`,
} as const

/** '1234567890123' from '1234 567 890123'; anything else is left for the check to refuse. */
export function normaliseReferenceNumber(value: string): string {
  return value.replace(/\s+/g, '')
}
