import { type PaymentState, type ProofPurpose, proofAcceptedStates } from '#shared/payment-state.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'

/**
 * Whether the shopper's page offers 'Upload Proof of Payment': open while the shop
 * waits for a proof or after one was rejected; behind 'Replace proof' while one
 * waits for staff; once verified, only for a balance left to pay (issue 28 §1); not at
 * all for a cancelled order, or without a GCash payment to prove.
 */
export type ProofFormVisibility = 'open' | 'on-request' | 'none'

export function proofFormVisibility(
  order: Pick<PublicOrder, 'status' | 'payment'> & Partial<PayAfterWeighOrder>,
): ProofFormVisibility {
  const { payment } = order
  const state = payment?.state
  if (!payment || !state || order.status === 'cancelled') return 'none'
  if (waitsForFinalAmount(order)) return 'none'
  if (state === 'verified') {
    // A balance to pay (issue 28 §1): its proof, behind 'Replace proof' while one waits.
    if ((payment.balanceCentavos ?? 0) <= 0) return 'none'
    return payment.proofPurpose === 'balance' && payment.proofState === 'submitted'
      ? 'on-request'
      : 'open'
  }
  if (!(proofAcceptedStates as readonly PaymentState[]).includes(state)) return 'none'
  return state === 'submitted' ? 'on-request' : 'open'
}

/** What the shopper's next proof pays: the balance once the payment is verified. */
export function nextProofPurpose(order: Pick<PublicOrder, 'payment'>): ProofPurpose {
  return order.payment?.state === 'verified' ? 'balance' : 'payment'
}

type PayAfterWeighOrder = Pick<PublicOrder, 'payAfterWeigh' | 'packing'>

/**
 * A 'Pay after we weigh' order before packing (issue 28 §3): nothing to pay yet, no
 * proof asked for; the final amount is texted and emailed once the order is weighed.
 */
export function waitsForFinalAmount(
  order: Pick<PublicOrder, 'payment'> & Partial<PayAfterWeighOrder>,
): boolean {
  return (
    order.payAfterWeigh === true &&
    order.packing === 'estimate' &&
    order.payment?.state === 'awaiting'
  )
}
