import { formatPeso } from '#shared/money.ts'
import type { OrderStatus } from '#shared/order-status.ts'
import { paymentMessages } from '#shared/payment-state.ts'

/** How the back office shows what packing changed (issue 17). */

/**
 * A GCash order's open balance (a short payment or packing): positive, the customer still owes it;
 * negative, the shop gives it back.
 */
export function balanceText(balanceCentavos: number): string {
  return paymentMessages.balanceText(balanceCentavos)
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
