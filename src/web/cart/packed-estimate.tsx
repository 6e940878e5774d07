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
 * 'Estimated ₱850.00 — final price ₱765.00–₱935.00 by packed weight':
 * beside a line's amount that packing may still change, with the range it is promised in
 * (issue 28 §4): product page, cart, checkout.
 */
export function PackedEstimate({
  amountCentavos,
  className = 'mt-1 text-sm text-stone-600',
}: {
  amountCentavos: number
  className?: string
}) {
  const tolerance = usePackedWeightTolerance()
  return (
    <p className={className}>{packedWeightMessages.estimateWithRange(amountCentavos, tolerance)}</p>
  )
}
