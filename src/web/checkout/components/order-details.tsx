import { formatPeso } from '#shared/money.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { formatItemQuantity } from '#web/checkout/order-format.ts'

/** The order's items and totals, as the server priced them. */
export function OrderDetails({ order }: { order: PublicOrder }) {
  return (
    <section aria-labelledby="order-items-heading">
      <h2 id="order-items-heading" className="text-lg font-bold text-stone-900">
        Items
      </h2>
      <ul className="mt-2 divide-y divide-stone-200 border-b border-stone-200 text-stone-800">
        {order.items.map((item) => (
          <li
            key={`${item.kind}|${item.name}|${item.unit}|${item.unitPriceCentavos}`}
            className="flex justify-between gap-3 py-3"
          >
            <span className="min-w-0">
              <span className="block font-medium text-stone-900">{item.name}</span>
              <span className="block text-sm text-stone-600">
                {formatItemQuantity(item)} at {formatPeso(item.unitPriceCentavos)}
              </span>
            </span>
            <span className="shrink-0 font-medium">{formatPeso(item.lineTotalCentavos)}</span>
          </li>
        ))}
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
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-lg font-bold text-stone-900">
          <dt>Total</dt>
          <dd>{formatPeso(order.totalCentavos)}</dd>
        </div>
      </dl>
    </section>
  )
}
