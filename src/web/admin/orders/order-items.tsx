import { formatManilaDateTime } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import type { AdminOrder, OrderItemView } from '#shared/schemas/orders.ts'

function quantityText(item: OrderItemView): string {
  return item.unit ? `${item.quantity} × ${item.unit}` : `${item.quantity}`
}

/** Date, the lines (name, quantity, unit, line total), subtotal, delivery fee and total. */
export function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="order-items-heading">
      <p className="text-sm text-stone-700">
        Placed{' '}
        <time dateTime={order.createdAt} className="font-medium text-stone-900">
          {formatManilaDateTime(order.createdAt)}
        </time>
      </p>
      <h3 id="order-items-heading" className="mt-4 font-semibold text-stone-900">
        Items
      </h3>
      <ul className="mt-2 divide-y divide-stone-100 rounded-lg border border-stone-200">
        {order.items.map((item, index) => (
          // Lines have no id of their own; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
            <span>
              <span className="font-medium text-stone-900">{item.name}</span>
              <span className="block text-stone-700">{quantityText(item)}</span>
            </span>
            <span className="font-medium whitespace-nowrap text-stone-900">
              {formatPeso(item.lineTotalCentavos)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-700">Subtotal</dt>
          <dd className="text-stone-900">{formatPeso(order.subtotalCentavos)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-700">Delivery ({order.zoneName})</dt>
          <dd className="text-stone-900">
            {order.deliveryFeeCentavos === 0 ? 'FREE' : formatPeso(order.deliveryFeeCentavos)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-1 font-bold">
          <dt className="text-stone-900">Total</dt>
          <dd className="text-stone-900">{formatPeso(order.totalCentavos)}</dd>
        </div>
      </dl>
    </section>
  )
}
