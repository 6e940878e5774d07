import { formatManilaDateTime } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import {
  estimateBeside,
  estimateRange,
  formatPackedKg,
  packedWeightMessages,
} from '#shared/packed-weight.ts'
import { piecesLabel } from '#shared/pricing.ts'
import type { AdminOrder, OrderItemView } from '#shared/schemas/orders.ts'
import { LinePreparationText } from './line-preparation.tsx'
import { PackedWeightForm } from './packed-weight-form.tsx'
import { canRecordPackedWeight } from './packing-format.ts'
import { RunOutControl } from './run-out-control.tsx'

function quantityText(item: OrderItemView): string {
  if (item.unit === 'piece' && item.averagePieceGrams) {
    return piecesLabel(item.quantity, item.averagePieceGrams)
  }
  return item.unit ? `${item.quantity} × ${item.unit}` : `${item.quantity}`
}

/**
 * Date, the lines (name, quantity, unit, line total), subtotal, delivery fee and total.
 * A line priced by packed weight also shows the kg ordered and packed and, while the
 * order is still in the shop, the box to record the packed weight (issue 17); where
 * packing re-priced a line or the total, the checkout estimate stands beside it.
 */
export function OrderItems({ order }: { order: AdminOrder }) {
  const totalEstimate = estimateBeside(order.totalCentavos, order.estimatedTotalCentavos)
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
        {order.items.map((item) => (
          <OrderItemLine key={item.id} order={order} item={item} />
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
        <div className="flex justify-between gap-3 border-t border-stone-200 pt-1 font-bold">
          <dt className="text-stone-900">Total</dt>
          <dd className="text-right text-stone-900">
            {formatPeso(order.totalCentavos)}
            {totalEstimate && (
              <span className="block text-xs font-normal text-stone-600">{totalEstimate}</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  )
}

function OrderItemLine({ order, item }: { order: AdminOrder; item: OrderItemView }) {
  const lineEstimate = estimateBeside(item.lineTotalCentavos, item.estimatedLineTotalCentavos)
  return (
    <li className="px-3 py-2 text-sm">
      <div className="flex items-start justify-between gap-3">
        <span>
          <span className="font-medium text-stone-900">{item.name}</span>
          <span className="block text-stone-700">{quantityText(item)}</span>
          {item.kind === 'product' && <LinePreparationText line={item} />}
          {item.pricedByPackedWeight && (
            <span className="block text-stone-700">
              Ordered {formatPackedKg(item.orderedGrams)}
              {item.packedGrams !== null && <> · Packed {formatPackedKg(item.packedGrams)}</>}
            </span>
          )}
        </span>
        <span className="text-right font-medium whitespace-nowrap text-stone-900">
          {formatPeso(item.lineTotalCentavos)}
          {lineEstimate && (
            <span className="block text-xs font-normal text-stone-600">{lineEstimate}</span>
          )}
        </span>
      </div>
      <ChargeNote item={item} tolerancePercent={order.packedWeightTolerancePercent} />
      {item.pricedByPackedWeight && canRecordPackedWeight(order.status) && (
        <PackedWeightForm
          // A weight saved (here or by someone else) starts the box again from it.
          key={item.packedGrams ?? 'none'}
          orderId={order.orderId}
          itemId={item.id}
          packedGrams={item.packedGrams}
          orderedGrams={item.orderedGrams}
          packingVersion={order.packingVersion}
          lineLabel={item.name}
          tolerancePercent={order.packedWeightTolerancePercent}
          className="mt-2"
        />
      )}
      {canRecordPackedWeight(order.status) && <RunOutControl order={order} item={item} />}
    </li>
  )
}

/**
 * Issue 28 §4: a heavier line held at the top of its range ('Charged ₱935.00, the top of
 * the ₱765.00–₱935.00 the customer was promised'), or charged above it with the shopper's
 * agreement (who and how).
 */
function ChargeNote({ item, tolerancePercent }: { item: OrderItemView; tolerancePercent: number }) {
  if (!item.pricedByPackedWeight || item.packedGrams === null) return null
  if (item.heavierAgreedNote) {
    return (
      <p className="mt-1 text-xs text-stone-700">
        {packedWeightMessages.chargedAbove(item.heavierAgreedNote)}
      </p>
    )
  }
  const { topCentavos } = estimateRange(item.estimatedLineTotalCentavos, tolerancePercent)
  if (item.packedGrams <= item.orderedGrams || item.lineTotalCentavos !== topCentavos) return null
  return (
    <p className="mt-1 text-xs font-medium text-amber-800">
      {packedWeightMessages.capped(item.estimatedLineTotalCentavos, tolerancePercent)}
    </p>
  )
}
