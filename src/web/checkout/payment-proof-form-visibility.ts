import { type PaymentState, proofAcceptedStates } from '#shared/payment-state.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'

/**
 * Whether the shopper's page offers 'Upload Proof of Payment': open while the shop
 * waits for a proof or after one was rejected; behind 'Replace proof' while one
 * waits for staff; not at all once verified, for a cancelled order, or without a
 * GCash payment to prove.
 */
export type ProofFormVisibility = 'open' | 'on-request' | 'none'

export function proofFormVisibility(
  order: Pick<PublicOrder, 'status' | 'payment'> & Partial<PayAfterWeighOrder>,
): ProofFormVisibility {
  const state = order.payment?.state
  if (!state || order.status === 'cancelled') return 'none'
  if (waitsForFinalAmount(order)) return 'none'
  if (!(proofAcceptedStates as readonly PaymentState[]).includes(state)) return 'none'
  return state === 'submitted' ? 'on-request' : 'open'
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
