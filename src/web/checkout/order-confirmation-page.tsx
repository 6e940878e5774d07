import { useQuery } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { Link, Navigate, useLocation } from 'react-router'
import { paymentMethodLabels } from '#shared/order-status.ts'
import { paths } from '#shared/paths.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { lookupOrderQueryOptions } from '#web/checkout/api/lookup-order.ts'
import { OrderArrival } from '#web/checkout/components/order-arrival.tsx'
import { OrderDetails } from '#web/checkout/components/order-details.tsx'
import { PaymentProofPanel } from '#web/checkout/components/payment-proof-panel.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'

function orderFrom(state: unknown): PublicOrder | null {
  if (typeof state !== 'object' || state === null || !('order' in state)) return null
  const order = (state as { order: unknown }).order
  return typeof order === 'object' &&
    order !== null &&
    typeof (order as PublicOrder).orderId === 'string' &&
    Array.isArray((order as PublicOrder).items)
    ? (order as PublicOrder)
    : null
}

/**
 * The order just placed (from the navigation's state) seeds the order's lookup query,
 * so a proof of payment sent from this page, which updates that query, shows here
 * at once; nothing is fetched while the placed order is fresh.
 */
function usePlacedOrder(): PublicOrder | null {
  const placed = orderFrom(useLocation().state)
  const { data } = useQuery({
    ...lookupOrderQueryOptions({
      orderId: placed?.orderId ?? '',
      email: placed?.customerEmail ?? '',
    }),
    enabled: placed !== null,
    initialData: placed ?? undefined,
  })
  return placed && (data ?? placed)
}

export function OrderConfirmationPage() {
  const order = usePlacedOrder()
  usePageMeta('Order Confirmed', 'Thank you for your order from our butcher shop.')
  if (!order) return <Navigate to={paths.home} replace />
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-green-700" />
        <h1 className="mt-4 text-3xl font-bold text-stone-900">Thank You For Your Order!</h1>
        <p className="mt-2 text-stone-700">
          Your order number is{' '}
          <strong className="font-mono text-stone-900" data-testid="order-id">
            {order.orderId}
          </strong>
          . We will email your confirmation to {order.customerEmail}.
        </p>
      </div>
      <div className="mt-8 grid gap-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <OrderArrival delivery={order.delivery} className="text-lg" />
        <OrderDetails order={order} />
        <p className="text-stone-800">
          <span className="font-medium">Payment:</span> {paymentMethodLabels[order.paymentMethod]}
        </p>
        <PaymentProofPanel order={order} />
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link
          to={paths.orderStatus(order.orderId, order.customerEmail)}
          className={buttonClasses({ variant: 'secondary', size: 'lg' })}
        >
          Track your order
        </Link>
        <Link to={paths.products()} className={buttonClasses({ size: 'lg' })}>
          Continue Shopping
        </Link>
      </div>
    </div>
  )
}
