import { z } from 'zod'
import { MAX_MONEY_COLUMN_CENTAVOS } from '#shared/order-size.ts'
import {
  MAX_AMOUNT_RECEIVED_CENTAVOS,
  MAX_REJECTION_REASON_LENGTH,
  normaliseReferenceNumber,
  parseAmountReceived,
  paymentMessages,
  paymentStates,
  proofPurposes,
} from '#shared/payment-state.ts'
import { MAX_ROW_ID } from '#shared/row-id.ts'

/**
 * The reference number of `POST /api/orders/:orderId/payment-proof` (multipart, with
 * `email` and `file`): bounded before it is matched, spaces removed, 13 digits.
 */
export const referenceNumberSchema = z
  .string({ message: paymentMessages.referenceNumber })
  .max(40, { message: paymentMessages.referenceNumber, abort: true })
  .transform(normaliseReferenceNumber)
  .pipe(z.string().regex(/^\d{13}$/, paymentMessages.referenceNumber))

/**
 * The proof staff looked at: verify and reject name it, so a proof the shopper sent
 * while the dialog was open is refused (409) instead of reviewed unseen.
 */
const proofIdSchema = z
  .number({ message: paymentMessages.proofReplaced })
  .int(paymentMessages.proofReplaced)
  .positive(paymentMessages.proofReplaced)
  .max(MAX_ROW_ID, paymentMessages.proofReplaced)

/**
 * What staff received on the proof (issue 28 §1): integer centavos, more than 0, at most
 * ₱1,000,000. Left out, it is the amount the proof was asked for (older clients).
 */
export const amountReceivedCentavosSchema = z
  .number({ message: paymentMessages.amountReceivedRequired })
  .int(paymentMessages.amountReceivedDecimals)
  .positive(paymentMessages.amountReceivedPositive)
  .max(MAX_AMOUNT_RECEIVED_CENTAVOS, paymentMessages.amountReceivedTooLarge)

/** `POST /api/admin/orders/:orderId/payment/verify`. */
export const verifyPaymentSchema = z.object({
  proofId: proofIdSchema,
  amountReceivedCentavos: amountReceivedCentavosSchema.optional(),
})

/** The staff's 'Verify Payment' form: the amount received in pesos, as typed. */
export const amountReceivedFormSchema = z.object({
  amountReceived: z.string().transform((text, ctx) => {
    const parsed = parseAmountReceived(text)
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error })
      return z.NEVER
    }
    return parsed.centavos
  }),
})

/** The staff's reject form: the reason the shopper reads. */
export const rejectPaymentSchema = z.object({
  reason: z
    .string({ message: paymentMessages.reasonRequired })
    .trim()
    .min(1, paymentMessages.reasonRequired)
    .max(MAX_REJECTION_REASON_LENGTH, `At most ${MAX_REJECTION_REASON_LENGTH} characters`),
})

/** `POST /api/admin/orders/:orderId/payment/reject`: the reason, and the proof it is about. */
export const rejectPaymentRequestSchema = rejectPaymentSchema.extend({ proofId: proofIdSchema })

/** A GCash order's payment as the shopper sees it (`PublicOrder.payment`; null for cash on delivery). */
export const orderPaymentSchema = z
  .object({
    state: z.enum(paymentStates).exclude(['none']),
    /** What the shopper sends: the order total as it stands (the final amount once packed). */
    amountDueCentavos: z.int(),
    /** What the verified proofs received, in all (staff record each amount); null until verified. */
    paidCentavos: z.int().nullable(),
    /**
     * Once verified: what is still open, the amount due (the final total once packed, else
     * what the payment was asked for) minus what was received and what was settled since
     * (positive: the shopper still owes it; negative: the shop refunds it); null otherwise
     * or when nothing is open.
     */
    balanceCentavos: z.int().nullable(),
    /** The packing differences staff marked settled (positive received, negative refunded); 0 when none. */
    settledCentavos: z.int(),
    /** True once a difference was settled and nothing is open any more. */
    balanceSettled: z.boolean(),
    /**
     * What the newest proof pays: 'payment', or 'balance' once a verified payment left a
     * balance the shopper proves apart (issue 28 §1); null before the first proof.
     */
    proofPurpose: z.enum(proofPurposes).nullable(),
    /** The newest proof's own state ('submitted', 'verified', 'rejected'); null before the first proof. */
    proofState: z.enum(['submitted', 'verified', 'rejected']).nullable(),
    /** The newest proof's number and time; null before the first proof. */
    referenceNumber: z.string().nullable(),
    submittedAt: z.string().nullable(),
    /** The staff's words when the newest proof was rejected. */
    rejectionReason: z.string().nullable(),
    /**
     * When housekeeping removed the newest proof's screenshot under the retention rules
     * (issue 29: cancelled orders after 30 days, every proof 180 days after completion);
     * null while it is kept. The reference number and amounts stay.
     */
    proofImageRemovedAt: z.string().nullable(),
    /**
     * While a pending order waits for a (new) proof ('awaiting' or 'rejected'): when it is
     * cancelled unless one comes (product-rules §12); null otherwise.
     */
    dueAt: z.string().nullable(),
    /**
     * `dueAt` in words, as every unpaid GCash state says it (issue 28 §2): 'Pay by Sat, Nov
     * 28, 2:15 PM, or the order is cancelled and its delivery time freed.'; null with it.
     */
    deadlineText: z.string().nullable(),
  })
  .meta({ id: 'OrderPayment' })
export type OrderPayment = z.infer<typeof orderPaymentSchema>

/** The staff's view (`AdminOrder.payment`). */
export const adminOrderPaymentSchema = orderPaymentSchema
  .extend({
    /** The newest proof's id, sent back with verify and reject; null before the first proof. */
    proofId: z.int().nullable(),
    /**
     * `adminOrdersApiPaths.paymentProofImage(orderId)` when there is a proof whose image is
     * kept; null before the first proof and once the image was removed (`proofImageRemovedAt`).
     */
    proofImageUrl: z.string().nullable(),
    proofWidth: z.int().nullable(),
    proofHeight: z.int().nullable(),
    /** Who verified or rejected the newest proof, and when. */
    reviewedBy: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    /** What staff recorded as received on the newest proof, once verified; null otherwise. */
    proofAmountReceivedCentavos: z.int().nullable(),
    /** What the newest proof was asked for: 'Verify Payment' starts with it. */
    proofAmountDueCentavos: z.int().nullable(),
    /** Other orders whose proofs carry the newest proof's reference number. */
    duplicateReferenceOrderIds: z.array(z.string()),
    /** Who marked the packing difference settled, and when. */
    balanceSettledBy: z.string().nullable(),
    balanceSettledAt: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderPayment' })
export type AdminOrderPayment = z.infer<typeof adminOrderPaymentSchema>

/**
 * `POST /api/admin/orders/:orderId/payment/settle-balance`: the difference staff saw
 * (final total minus amount paid), so a difference changed meanwhile is refused (409).
 */
export const settleBalanceSchema = z.object({
  // Within a money column either way: a balance is a difference of two of them.
  balanceCentavos: z.number().int().min(-MAX_MONEY_COLUMN_CENTAVOS).max(MAX_MONEY_COLUMN_CENTAVOS),
})
