import { Truck } from 'lucide-react'
import { formatPesoShort } from '#web/lib/format.ts'
import { useSite } from '#web/site/api/get-site.ts'

/** The threshold comes from the shop settings, so the banner never disagrees with checkout. */
export function FreeDeliveryBanner() {
  const site = useSite()
  const threshold = site.data?.freeDeliveryThresholdCentavos
  return (
    <section aria-label="Delivery offer" className="bg-brand-800 text-white">
      <p className="mx-auto flex min-h-12 max-w-7xl items-center justify-center gap-2 px-4 py-3 text-center font-semibold">
        {threshold !== undefined && (
          <>
            <Truck aria-hidden="true" className="size-5 shrink-0" />
            Free delivery on orders over {formatPesoShort(threshold)}
          </>
        )}
      </p>
    </section>
  )
}
