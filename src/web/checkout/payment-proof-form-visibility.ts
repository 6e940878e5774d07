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
  order: Pick<PublicOrder, 'status' | 'payment'>,
): ProofFormVisibility {
  const state = order.payment?.state
  if (!state || order.status === 'cancelled') return 'none'
  if (!(proofAcceptedStates as readonly PaymentState[]).includes(state)) return 'none'
  return state === 'submitted' ? 'on-request' : 'open'
}
