import { formatPeso } from '#shared/money.ts'
import { percentOff } from '#shared/pricing.ts'
import type { AdminBundle } from '#shared/schemas/admin-catalog-views.ts'

/** The base price, or the base struck through beside the deal and its percent off. */
export function BundlePrice({ bundle }: { bundle: AdminBundle }) {
  const off = percentOff(bundle.priceCentavos, bundle.discountPriceCentavos)
  if (off === null || bundle.discountPriceCentavos === null) {
    return <span className="font-medium">{formatPeso(bundle.priceCentavos)}</span>
  }
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <s className="text-stone-600">{formatPeso(bundle.priceCentavos)}</s>
      <span className="font-medium">{formatPeso(bundle.discountPriceCentavos)}</span>
      <span className="text-xs font-semibold text-brand-700">{off}% off</span>
    </span>
  )
}
