import { formatPeso } from '#shared/money.ts'
import { estimateBeside, formatPackedKg, packedWeightMessages } from '#shared/packed-weight.ts'
import { paymentMessages } from '#shared/payment-state.ts'
import type { OrderItemView, PublicOrder } from '#shared/schemas/orders.ts'
import type { OrderPayment } from '#shared/schemas/payments.ts'
import { formatKg } from '#shared/weight.ts'

/**
 * What the confirmation and status pages say about packed weights
 * (docs/product-rules.md §13): the estimate until a line is weighed, then the weight.
 */

/** The sentence under a weighed line: its packed weight once recorded, else the estimate. */
export function orderLineNote(item: OrderItemView, tolerancePercent: number): string | null {
  if (!item.pricedByPackedWeight) return null
  if (item.packedGrams !== null) {
    return `Packed ${formatPackedKg(item.packedGrams)} (ordered ${formatKg(item.orderedGrams)})`
  }
  return packedWeightMessages.estimateWithRange(item.estimatedLineTotalCentavos, tolerancePercent)
}

export interface OrderTotalView {
  label: 'Total' | 'Estimated Total'
  /** 'Estimated ₱850.00' beside a final total that packing changed; null otherwise. */
  estimateNote: string | null
}

/** The total reads as an estimate until every weighed line is packed; then as final. */
export function orderTotalView(
  order: Pick<PublicOrder, 'packing' | 'totalCentavos' | 'estimatedTotalCentavos'>,
): OrderTotalView {
  if (order.packing === 'estimate') return { label: 'Estimated Total', estimateNote: null }
  return {
    label: 'Total',
    estimateNote:
      order.packing === 'packed'
        ? estimateBeside(order.totalCentavos, order.estimatedTotalCentavos)
        : null,
  }
}

/**
 * A GCash order paid short or before packing: the difference to the amount due, for the
 * shopper ('You paid ₱850.00. Please send the remaining ₱59.50 …'), or that it was
 * settled (by staff, or by a verified balance proof); null when there is none.
 */
export function balanceNote(
  payment: Pick<
    OrderPayment,
    'paidCentavos' | 'balanceCentavos' | 'settledCentavos' | 'balanceSettled'
  > &
    Partial<Pick<OrderPayment, 'proofPurpose' | 'proofState'>>,
): string | null {
  const { paidCentavos, balanceCentavos, settledCentavos } = payment
  if (paidCentavos === null) return null
  if (
    balanceCentavos === null &&
    payment.proofPurpose === 'balance' &&
    payment.proofState === 'verified'
  ) {
    // A short payment's balance proved and verified (issue 28 §1): nothing is left.
    return paymentMessages.balancePaidNote(paidCentavos + settledCentavos)
  }
  if (balanceCentavos !== null && balanceCentavos !== 0) {
    // What reached the shop so far: the proof's amount and any difference settled since.
    const paid = `You paid ${formatPeso(paidCentavos + settledCentavos)}.`
    const amount = formatPeso(Math.abs(balanceCentavos))
    return balanceCentavos > 0
      ? `${paid} Please send the remaining ${amount} to our GCash account.`
      : `${paid} We will refund ${amount} to your GCash.`
  }
  if (!payment.balanceSettled) return null
  const paid = `You paid ${formatPeso(paidCentavos)}.`
  const amount = formatPeso(Math.abs(settledCentavos))
  return settledCentavos > 0
    ? `${paid} The remaining ${amount} is settled. Thank you.`
    : `${paid} The refund of ${amount} to your GCash is settled.`
}
