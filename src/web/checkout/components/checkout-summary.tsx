import { CloudAlert, LoaderCircle, TriangleAlert, Truck, WifiOff } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { formatPeso } from '#shared/money.ts'
import { choicesSummary } from '#shared/preparation.ts'
import { quantityText } from '#web/cart/cart-quantity-stepper.tsx'
import { hostedLineTitle } from '#web/cart/cart-rules.ts'
import { PackedEstimate } from '#web/cart/packed-estimate.tsx'
import type { PricedCart, PricedLine } from '#web/cart/priced-cart.ts'
import type { CheckoutTotals } from '#web/checkout/checkout-totals.ts'
import { Button } from '#web/ui/button.tsx'

function SummaryLine({ priced }: { priced: PricedLine }) {
  const flagged = priced.status !== 'ok'
  return (
    <li className="py-3">
      <div className="flex justify-between gap-3">
        <span className="min-w-0">
          <span className="block font-medium text-stone-900">
            {priced.line.kind === 'hosted' ? hostedLineTitle(priced.line) : priced.line.name}
          </span>
          {priced.line.kind === 'product' && priced.line.choices?.length ? (
            <span className="block text-sm text-stone-700">
              {choicesSummary(priced.line.choices)}
            </span>
          ) : null}
          <span className="block text-sm text-stone-600">{quantityText(priced.line)}</span>
        </span>
        <span className="shrink-0 font-medium">{formatPeso(priced.lineTotalCentavos)}</span>
      </div>
      {priced.pricedByPackedWeight && !flagged && (
        <PackedEstimate amountCentavos={priced.lineTotalCentavos} />
      )}
      {flagged && (
        <p className="mt-1 flex gap-1.5 text-sm font-medium text-brand-800">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {priced.message ?? 'This item cannot be ordered right now.'}
        </p>
      )}
    </li>
  )
}

interface CheckoutSummaryProps {
  priced: PricedCart
  totals: CheckoutTotals
  /** 'Arrives Sat, Nov 28, 9:00 AM – 12:00 PM' for the chosen window, or null. */
  arrival: string | null
  /** False while the chosen zone has no open delivery window to book. */
  canPlace: boolean
  /** Why 'Place Order' waits whatever the form holds (offline), said under it; or null. */
  waitReason: string | null
  placing: boolean
  /** The answer to 'Place Order' was lost and the same request is being sent again. */
  checking: boolean
  /** The server's reason the order was refused (e.g. an item sold out), or null. */
  problem: string | null
  /** The texted code's field, once 'Place Order' asked for one (above the button). */
  phoneCode?: ReactNode
}

/** The lines at server prices, subtotal, delivery, total and 'Place Order'. */
export function CheckoutSummary({
  priced,
  totals,
  arrival,
  canPlace,
  waitReason,
  placing,
  checking,
  problem,
  phoneCode,
}: CheckoutSummaryProps) {
  const waitId = useId()
  const delivery =
    totals.deliveryCentavos === null
      ? 'Choose a zone'
      : totals.deliveryCentavos === 0
        ? 'FREE'
        : formatPeso(totals.deliveryCentavos)
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      aria-busy={!priced.confirmed}
      className="h-fit rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-heading" className="text-lg font-bold text-stone-900">
        Order Summary
      </h2>
      <ul className="mt-2 divide-y divide-stone-200 border-b border-stone-200 text-stone-800">
        {priced.lines.map((line) => (
          <SummaryLine key={line.line.cartId} priced={line} />
        ))}
      </ul>
      <dl className="mt-3 space-y-2 text-stone-800">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd className="font-medium">{formatPeso(totals.subtotalCentavos)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Delivery</dt>
          <dd className="font-medium">{delivery}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-lg font-bold text-stone-900">
          {/* A weighed line is re-priced when packed; the delivery fee stays as it is now. */}
          <dt>{priced.estimated ? 'Estimated Total' : 'Total'}</dt>
          <dd>{formatPeso(totals.totalCentavos)}</dd>
        </div>
      </dl>
      {arrival && (
        <p className="mt-4 flex gap-1.5 text-sm font-medium text-stone-900">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {arrival}
        </p>
      )}
      {checking && (
        <div
          role="status"
          className="mt-4 flex gap-1.5 rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-900"
        >
          <CloudAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="block font-medium">We could not confirm your order yet</span>
            Checking again with the shop. Please keep this page open; your order will not be placed
            twice.
          </p>
        </div>
      )}
      {problem && (
        <p
          role="alert"
          className="mt-4 flex gap-1.5 rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      )}
      {phoneCode}
      <Button
        type="submit"
        size="lg"
        className="mt-6 w-full"
        disabled={!canPlace || waitReason !== null}
        aria-describedby={waitReason ? waitId : undefined}
      >
        {placing ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Processing...
          </>
        ) : (
          'Place Order'
        )}
      </Button>
      {/* Under the button, so the button stays where it was when the reason comes and
          goes. It is the button's description; the shop's offline notice announces the
          change of connection itself. */}
      {waitReason && (
        <p id={waitId} className="mt-2 flex gap-1.5 text-sm text-stone-700">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {waitReason}
        </p>
      )}
    </section>
  )
}
