import { orderStatusLabels, paymentMethodLabels } from '#shared/order-status.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { formatManilaTime } from '#web/checkout/order-format.ts'
import { Badge } from '#web/ui/badge.tsx'
import { OrderArrival } from './order-arrival.tsx'
import { OrderDetails } from './order-details.tsx'
import { OrderTimeline } from './order-timeline.tsx'
import { PaymentProofPanel } from './payment-proof-panel.tsx'

/** One order as the shopper sees it later: status, what, where, and what happened when. */
export function OrderStatusView({ order }: { order: PublicOrder }) {
  return (
    <article
      aria-labelledby="order-status-heading"
      className="mt-6 grid gap-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="order-status-heading" className="text-xl font-bold text-stone-900">
            Order {order.orderId}
          </h2>
          <p className="text-sm text-stone-600">
            Placed <time dateTime={order.createdAt}>{formatManilaTime(order.createdAt)}</time>
          </p>
        </div>
        <p className="flex items-center gap-2 text-stone-800">
          Status: <Badge tone="dark">{orderStatusLabels[order.status]}</Badge>
        </p>
      </header>
      <PaymentProofPanel order={order} />
      <OrderDetails order={order} />
      <section aria-labelledby="order-delivery-heading" className="text-stone-800">
        <h2 id="order-delivery-heading" className="text-lg font-bold text-stone-900">
          Delivery
        </h2>
        <OrderArrival delivery={order.delivery} className="mt-2" />
        <p className="mt-2">{order.customerName}</p>
        <p>{order.shippingAddress}</p>
        <p className="mt-2">
          <span className="font-medium">Payment:</span> {paymentMethodLabels[order.paymentMethod]}
        </p>
      </section>
      <OrderTimeline entries={order.timeline} />
    </article>
  )
}
