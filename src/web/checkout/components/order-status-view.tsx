import { orderStatusLabels } from '#shared/order-status.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { formatManilaTime } from '#web/checkout/order-format.ts'
import { paymentLineLabel } from '#web/checkout/payment-line.ts'
import type { OfflineOrder } from '#web/checkout/seen-orders.ts'
import { Badge } from '#web/ui/badge.tsx'
import { OnlinePaymentPanel } from './online-payment-panel.tsx'
import { OrderArrival } from './order-arrival.tsx'
import { OrderDetails } from './order-details.tsx'
import { OrderTimeline } from './order-timeline.tsx'
import { PaymentProofPanel } from './payment-proof-panel.tsx'

/** The shop's answer (everything) rather than the copy kept on the device (no name, address or payment). */
export const isShopAnswer = (order: PublicOrder | OfflineOrder): order is PublicOrder =>
  'customerName' in order

/**
 * One order as the shopper sees it later: status, what, where, and what happened when.
 * The copy this device kept for offline (src/web/checkout/seen-orders.ts) has no name,
 * address, payment or history: the page says they come back online.
 */
export function OrderStatusView({ order }: { order: PublicOrder | OfflineOrder }) {
  const full = isShopAnswer(order) ? order : null
  return (
    <article
      aria-labelledby="order-status-heading"
      className="mt-6 grid gap-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="order-status-heading" className="text-xl font-bold text-stone-900">
            Order <span data-testid="order-id">{order.orderId}</span>
          </h2>
          <p className="text-sm text-stone-600">
            Placed <time dateTime={order.createdAt}>{formatManilaTime(order.createdAt)}</time>
          </p>
        </div>
        <p className="flex items-center gap-2 text-stone-800">
          Status: <Badge tone="dark">{orderStatusLabels[order.status]}</Badge>
        </p>
      </header>
      {full && <PaymentProofPanel order={full} />}
      {full && <OnlinePaymentPanel order={full} />}
      <OrderDetails order={order} />
      <section aria-labelledby="order-delivery-heading" className="text-stone-800">
        <h2 id="order-delivery-heading" className="text-lg font-bold text-stone-900">
          Delivery
        </h2>
        <OrderArrival delivery={order.delivery} className="mt-2" />
        {full && (
          <>
            <p className="mt-2">{full.customerName}</p>
            <p>{full.shippingAddress}</p>
            {full.landmark && <p>Landmark: {full.landmark}</p>}
            {full.deliveryInstructions && <p>Delivery instructions: {full.deliveryInstructions}</p>}
          </>
        )}
        <p className="mt-2">
          <span className="font-medium">Payment:</span> {paymentLineLabel(order)}
        </p>
      </section>
      {full ? (
        <OrderTimeline entries={full.timeline} />
      ) : (
        <p className="text-sm text-stone-600">
          This device keeps no name, address or payment details of an order: they show when you are
          back online.
        </p>
      )}
    </article>
  )
}
