import { formatManilaDateTime } from '#shared/manila-time.ts'
import { suspiciousPayment } from '#shared/payment-state.ts'
import type { SuspiciousPaymentOrder } from '#shared/schemas/orders.ts'

/** 'once', 'twice', '3 times'. */
export const timesWord = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`)

/**
 * Why Suspicious Orders lists a GCash order, one line per reason, in the words staff
 * read: 'Proof rejected twice', 'Proof waiting unreviewed since Nov 26, 2026, 1:05 PM'
 * (Manila time).
 */
export function paymentReasons(order: SuspiciousPaymentOrder): string[] {
  const reasons: string[] = []
  if (order.rejectedProofs >= suspiciousPayment.rejectedProofs) {
    reasons.push(`Proof rejected ${timesWord(order.rejectedProofs)}`)
  }
  if (order.proofWaitingSince) {
    reasons.push(`Proof waiting unreviewed since ${formatManilaDateTime(order.proofWaitingSince)}`)
  }
  return reasons
}
