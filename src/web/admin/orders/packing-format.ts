import { formatPeso } from '#shared/money.ts'
import type { OrderStatus } from '#shared/order-status.ts'

/**
 * How the back office shows what packing changed (issue 17): the final amount
 * first, the checkout estimate beside it only where the two differ.
 */

/** 'Estimated ₱850.00' beside a final amount; null when packing left it as estimated. */
export function estimateBeside(finalCentavos: number, estimatedCentavos: number): string | null {
  return finalCentavos === estimatedCentavos ? null : `Estimated ${formatPeso(estimatedCentavos)}`
}

/** The short form for a table cell: 'est. ₱850.00'; null when the same. */
export function shortEstimateBeside(
  finalCentavos: number,
  estimatedCentavos: number,
): string | null {
  return finalCentavos === estimatedCentavos ? null : `est. ${formatPeso(estimatedCentavos)}`
}

/** A dashboard figure's checkout estimate: 'Estimated at checkout ₱850.00'; null when the same. */
export function estimatedAtCheckout(
  finalCentavos: number,
  estimatedCentavos: number,
): string | null {
  return finalCentavos === estimatedCentavos
    ? null
    : `Estimated at checkout ${formatPeso(estimatedCentavos)}`
}

/**
 * A GCash order's packing difference: positive, the customer still owes it;
 * negative, the shop gives it back.
 */
export function balanceText(balanceCentavos: number): string {
  return balanceCentavos > 0
    ? `Customer to pay ${formatPeso(balanceCentavos)} more`
    : `Refund ${formatPeso(-balanceCentavos)} to the customer`
}

/** A difference marked settled: what the customer sent, or what the shop gave back. */
export function settledText(settledCentavos: number): string {
  return settledCentavos > 0
    ? `Customer paid ${formatPeso(settledCentavos)} more`
    : `${formatPeso(-settledCentavos)} refunded to the customer`
}

/** 1070 -> '1.070': what the packed-weight box starts with (empty before a weight). */
export function packedKgInputText(grams: number | null): string {
  return grams === null ? '' : (grams / 1000).toFixed(3)
}

/** Weights no longer change once the order is cancelled or has left the shop (the server refuses). */
export function canRecordPackedWeight(status: OrderStatus): boolean {
  return status !== 'cancelled' && status !== 'shipped' && status !== 'completed'
}
