import { deliveryText } from '#shared/delivery-schedule.ts'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import { paymentMethodLabels } from '#shared/order-status.ts'
import { estimateBeside } from '#shared/packed-weight.ts'
import type { OrderDelivery } from '#shared/schemas/delivery.ts'
import type { AdminOrderRow } from '#shared/schemas/orders.ts'
import { Badge } from '#web/ui/badge.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'

/** When the order was placed, in Manila time, as a table cell. */
export function OrderDateCell({ createdAt }: { createdAt: string }) {
  return (
    <td className="px-4 py-3 whitespace-nowrap text-stone-700">
      <time dateTime={createdAt}>{formatManilaDateTime(createdAt)}</time>
    </td>
  )
}

/**
 * The order's total in pesos, as a table cell: the final amount, and the checkout
 * estimate muted beside it where packing changed it (issue 17).
 */
export function OrderTotalCell({
  order,
}: {
  /** Without an estimate (pending orders, which nobody packs yet): the total alone. */
  order: { totalCentavos: number; estimatedTotalCentavos?: number }
}) {
  const estimate = estimateBeside(
    order.totalCentavos,
    order.estimatedTotalCentavos ?? order.totalCentavos,
    'est.',
  )
  return (
    <td className="px-4 py-3 font-medium whitespace-nowrap text-stone-900">
      {formatPeso(order.totalCentavos)}
      {estimate && <span className="block text-xs font-normal text-stone-600">{estimate}</span>}
    </td>
  )
}

/** When the order arrives ('Sat, Nov 28, 9:00 AM – 12:00 PM'); '—' for orders placed before delivery dates. */
export function OrderDeliveryCell({ delivery }: { delivery: OrderDelivery | null | undefined }) {
  return (
    <td className="px-4 py-3 whitespace-nowrap text-stone-700">
      {delivery ? <time dateTime={delivery.date}>{deliveryText(delivery)}</time> : '—'}
    </td>
  )
}

/**
 * The order's status, and 'To verify' beside it while a GCash proof of payment waits
 * for staff (issue 17), so the desk sees it without the filter.
 */
export function OrderStatusCell({
  order,
}: {
  order: Pick<AdminOrderRow, 'status' | 'proofToVerify'>
}) {
  return (
    <td className="px-4 py-3">
      <span className="flex flex-wrap items-center gap-1.5">
        <OrderStatusBadge status={order.status} />
        {order.proofToVerify && (
          <Badge tone="neutral" className="normal-case tracking-normal">
            To verify
          </Badge>
        )}
      </span>
    </td>
  )
}

/**
 * How the order is paid, as a table cell: the method, and for an order paid online what
 * the gateway reported ('Paid online (GCash)') with its payment id (issue 32 §5).
 */
export function OrderPaymentCell({
  order,
}: {
  order: Pick<AdminOrderRow, 'paymentMethod' | 'onlinePaymentId' | 'onlineMethodType'>
}) {
  return (
    <td className="px-4 py-3 text-stone-700">
      {order.onlinePaymentId ? (
        <>
          <span className="block whitespace-nowrap text-stone-900">
            {onlinePaymentMessages.paidLabel(order.onlineMethodType)}
          </span>
          <span className="block font-mono text-xs break-all">{order.onlinePaymentId}</span>
        </>
      ) : (
        <span className="whitespace-nowrap">{paymentMethodLabels[order.paymentMethod]}</span>
      )}
    </td>
  )
}
