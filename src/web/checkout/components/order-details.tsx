import { formatPeso } from '#shared/money.ts'
import { LINE_NOTE_LABEL } from '#shared/preparation.ts'
import { usePackedWeightTolerance } from '#web/cart/packed-estimate.tsx'
import { formatItemQuantity, itemPreparation } from '#web/checkout/order-format.ts'
import { orderLineNote, orderTotalView } from '#web/checkout/packed-order.ts'
import type { OfflineOrder } from '#web/checkout/seen-orders.ts'

/** The order's items and totals, as the server priced them (re-priced lines at their packed weight). */
export function OrderDetails({ order }: { order: OfflineOrder }) {
  // The tolerance shown at checkout (the range promised then); an order kept on this
  // device before issue 28 has none, and reads the shop's setting.
  const shopTolerance = usePackedWeightTolerance()
  const tolerance = (order.packedWeightTolerancePercent as number | undefined) ?? shopTolerance
  const total = orderTotalView(order)
  return (
    <section aria-labelledby="order-items-heading">
      <h2 id="order-items-heading" className="text-lg font-bold text-stone-900">
        Items
      </h2>
      <ul className="mt-2 divide-y divide-stone-200 border-b border-stone-200 text-stone-800">
        {order.items.map((item) => {
          const note = orderLineNote(item, tolerance)
          const asked = itemPreparation(item)
          return (
            <li key={item.id} className="py-3">
              <div className="flex justify-between gap-3">
                <span className="min-w-0">
                  <span className="block font-medium text-stone-900">{item.name}</span>
                  {asked.choices && (
                    <span className="block text-sm text-stone-700">{asked.choices}</span>
                  )}
                  <span className="block text-sm text-stone-600">
                    {formatItemQuantity(item)} at {formatPeso(item.unitPriceCentavos)}
                  </span>
                </span>
                <span className="shrink-0 font-medium">{formatPeso(item.lineTotalCentavos)}</span>
              </div>
              {asked.outcome && (
                <p className="mt-1 text-sm font-semibold text-brand-800">{asked.outcome}</p>
              )}
              {note && <p className="mt-1 text-sm text-stone-600">{note}</p>}
              {asked.note && (
                // The shopper's own words, as text: markup in them never runs.
                <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-700">
                  <span className="font-medium">{LINE_NOTE_LABEL}:</span> {asked.note}
                </p>
              )}
              {asked.runOut && <p className="mt-1 text-sm text-stone-600">{asked.runOut}</p>}
            </li>
          )
        })}
      </ul>
      <dl className="mt-3 space-y-2 text-stone-800">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd className="font-medium">{formatPeso(order.subtotalCentavos)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Delivery ({order.zoneName})</dt>
          <dd className="font-medium">
            {order.deliveryFeeCentavos === 0 ? 'FREE' : formatPeso(order.deliveryFeeCentavos)}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 border-t border-stone-200 pt-3 text-lg font-bold text-stone-900">
          <dt>{total.label}</dt>
          <dd>{formatPeso(order.totalCentavos)}</dd>
          {total.estimateNote && (
            <dd className="w-full text-right text-sm font-normal text-stone-600">
              {total.estimateNote}
            </dd>
          )}
        </div>
      </dl>
    </section>
  )
}
