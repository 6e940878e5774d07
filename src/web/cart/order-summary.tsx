import { useId } from 'react'
import { Link } from 'react-router'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { formatPesoShort } from '#web/lib/format.ts'
import { useSite } from '#web/site/api/get-site.ts'
import { Button } from '#web/ui/button.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import type { PricedCart } from './priced-cart.ts'

interface OrderSummaryProps {
  priced: PricedCart
  /** Why checkout cannot start yet, or null when it can. */
  blockedReason: string | null
}

function DeliveryRow({ subtotal }: { subtotal: number }) {
  const threshold = useSite().data?.freeDeliveryThresholdCentavos
  const free = threshold !== undefined && subtotal > 0 && subtotal >= threshold
  return (
    <div className="flex flex-wrap justify-between gap-x-4 py-3">
      <dt>Delivery</dt>
      <dd className="text-right font-medium">{free ? 'FREE' : 'Calculated at checkout'}</dd>
      <dd className="mt-1 min-h-5 w-full text-sm text-stone-600">
        {threshold === undefined
          ? null
          : free
            ? `Free delivery on orders over ${formatPesoShort(threshold)}.`
            : `Rate depends on your delivery zone. Add ${formatPeso(threshold - subtotal)} more for free delivery.`}
      </dd>
    </div>
  )
}

/** Subtotal at the discount price, delivery note, total and the way to checkout. */
export function OrderSummary({ priced, blockedReason }: OrderSummaryProps) {
  const noteId = useId()
  const subtotal = priced.subtotalCentavos
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="h-fit rounded-xl border border-stone-200 bg-white p-6 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="order-summary-heading" className="text-lg font-bold text-stone-900">
        Order Summary
      </h2>
      <dl className="mt-4 divide-y divide-stone-200 text-stone-800">
        <div className="flex justify-between gap-4 pb-3">
          <dt>Subtotal</dt>
          <dd className="font-medium">{formatPeso(subtotal)}</dd>
        </div>
        <DeliveryRow subtotal={subtotal} />
        <div className="flex justify-between gap-4 pt-3 text-lg font-bold text-stone-900">
          {/* A weighed line is re-priced when packed, so the total is not yet final. */}
          <dt>{priced.estimated ? 'Estimated Total' : 'Total'}</dt>
          <dd>{formatPeso(subtotal)}</dd>
        </div>
      </dl>
      {blockedReason === null ? (
        <Link to={paths.checkout} className={buttonClasses({ size: 'lg' }, 'mt-6 w-full')}>
          Proceed to Checkout
        </Link>
      ) : (
        <>
          <Button size="lg" className="mt-6 w-full" disabled aria-describedby={noteId}>
            Proceed to Checkout
          </Button>
          <p id={noteId} className="mt-2 text-sm text-stone-700">
            {blockedReason}
          </p>
        </>
      )}
    </section>
  )
}
