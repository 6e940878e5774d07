import {
  DEFAULT_PACKED_WEIGHT_TOLERANCE_PERCENT,
  packedWeightMessages,
} from '#shared/packed-weight.ts'
import { useSite } from '#web/site/api/get-site.ts'

/** The tolerance the shop promises (Settings); the default until the site settings arrive. */
export function usePackedWeightTolerance(): number {
  return useSite().data?.packedWeightTolerancePercent ?? DEFAULT_PACKED_WEIGHT_TOLERANCE_PERCENT
}

/**
 * 'Estimated ₱850.00 — final price by packed weight (within ±10%)': beside an amount
 * that packing may still change (product page, cart, checkout, confirmation).
 */
export function PackedEstimate({
  amountCentavos,
  className = 'mt-1 text-sm text-stone-600',
}: {
  amountCentavos: number
  className?: string
}) {
  const tolerance = usePackedWeightTolerance()
  return <p className={className}>{packedWeightMessages.estimate(amountCentavos, tolerance)}</p>
}
