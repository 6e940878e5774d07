import type { Centavos } from './money.ts'
import type { TimelineEvent } from './order-status.ts'
import { formatPackedKg, isBeyondTolerance } from './packed-weight.ts'
import type { StaffRole } from './roles.ts'
import { formatKg, type Grams } from './weight.ts'

/**
 * Lowering what a shopper pays after checkout is an admin's decision (issue 29,
 * decision 0084): a packed weight lighter than the promised range, and a refund marked
 * settled (money the shop paid back). An editor still packs within the range, and
 * settles a balance the shopper paid. Both admin acts are timeline entries with an
 * `event`, which the dashboard lists for the day. No zod here: the back office's packing
 * box imports it.
 */

/**
 * True when the packed weight is lighter than the ordered weight by more than the
 * tolerance: the line's price falls below the range the shopper was shown.
 */
export function isBelowTolerance(
  orderedGrams: Grams,
  packedGrams: Grams,
  tolerancePercent: number,
): boolean {
  return (
    packedGrams < orderedGrams && isBeyondTolerance(orderedGrams, packedGrams, tolerancePercent)
  )
}

/** The lightest weight within the tolerance (whole grams): anything lighter is below it. */
export function lightestWithinTolerance(orderedGrams: Grams, tolerancePercent: number): Grams {
  return Math.ceil((orderedGrams * (100 - tolerancePercent)) / 100)
}

/** Whether `role` may record a packed weight below the tolerance. */
export const canRecordBelowTolerance = (role: StaffRole) => role === 'admin'

/** Whether `role` may mark this open balance settled: a refund (negative) needs an admin. */
export const canSettleBalance = (role: StaffRole, balanceCentavos: Centavos) =>
  balanceCentavos >= 0 || role === 'admin'

export const priceLoweringMessages = {
  /** 403 to an editor: a weight below the tolerance lowers the price past the promised range. */
  belowToleranceNeedsAdmin: (orderedGrams: Grams, tolerancePercent: number) =>
    `Only an admin can record a weight more than ${tolerancePercent}% below the ordered ${formatKg(orderedGrams)}, since it lowers the price below the range the customer was shown. Ask an admin to record it.`,
  /** Under an editor's packed-weight box: from which weight down an admin records it. */
  belowToleranceHint: (lightestGrams: Grams) =>
    `An admin records weights below ${formatPackedKg(lightestGrams)}.`,
  /** 403 to an editor, and the reason beside the disabled button. */
  refundNeedsAdmin:
    'Only an admin can mark a refund settled, since it records money the shop paid back. Ask an admin to mark it.',
} as const

/** How the dashboard names each event: 'Packed below tolerance', 'Refund settled'. */
export const timelineEventLabels: Record<TimelineEvent, string> = {
  packed_below_tolerance: 'Packed below tolerance',
  refund_settled: 'Refund settled',
}
