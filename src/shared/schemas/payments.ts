import { z } from 'zod'
import {
  MAX_REJECTION_REASON_LENGTH,
  normaliseReferenceNumber,
  type PaymentState,
  paymentMessages,
} from '#shared/payment-state.ts'

/**
 * The reference number of `POST /api/orders/:orderId/payment-proof` (multipart, with
 * `email` and `file`): bounded before it is matched, spaces removed, 13 digits.
 */
export const referenceNumberSchema = z
  .string({ message: paymentMessages.referenceNumber })
  .max(40, { message: paymentMessages.referenceNumber, abort: true })
  .transform(normaliseReferenceNumber)
  .pipe(z.string().regex(/^\d{13}$/, paymentMessages.referenceNumber))

/** `POST /api/admin/orders/:orderId/payment/reject`. */
export const rejectPaymentSchema = z.object({
  reason: z
    .string({ message: paymentMessages.reasonRequired })
    .trim()
    .min(1, paymentMessages.reasonRequired)
    .max(MAX_REJECTION_REASON_LENGTH, `At most ${MAX_REJECTION_REASON_LENGTH} characters`),
})

/** A GCash order's payment as the shopper sees it (`PublicOrder.payment`; null for cash on delivery). */
export interface OrderPayment {
  state: Exclude<PaymentState, 'none'>
  /** What the shopper sends: the order total. */
  amountDueCentavos: number
  /** The newest proof's number and time; null before the first proof. */
  referenceNumber: string | null
  submittedAt: string | null
  /** The staff's words when the newest proof was rejected. */
  rejectionReason: string | null
}

/** The staff's view (`AdminOrder.payment`). */
export interface AdminOrderPayment extends OrderPayment {
  /** `adminOrdersApiPaths.paymentProofImage(orderId)` when there is a proof, else null. */
  proofImageUrl: string | null
  proofWidth: number | null
  proofHeight: number | null
  /** Who verified or rejected the newest proof, and when. */
  reviewedBy: string | null
  reviewedAt: string | null
  /** Other orders whose proofs carry the newest proof's reference number. */
  duplicateReferenceOrderIds: string[]
}
