import { CircleCheck, WifiOff } from 'lucide-react'
import { Link, Navigate, useLocation } from 'react-router'
import { paymentMethodLabels } from '#shared/order-status.ts'
import { paths } from '#shared/paths.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { useLookupOrder } from '#web/checkout/api/lookup-order.ts'
import { OrderArrival } from '#web/checkout/components/order-arrival.tsx'
import { OrderDetails } from '#web/checkout/components/order-details.tsx'
import { PaymentProofPanel } from '#web/checkout/components/payment-proof-panel.tsx'
import { formatManilaTime } from '#web/checkout/order-format.ts'
import { seenOrderWhenOffline } from '#web/checkout/seen-order-offline.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useOnline } from '#web/lib/use-online.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'
import { placedOrderLookup } from './placed-order.ts'

/**
 * The order just placed, found by the lookup the navigation's state holds
 * (src/web/checkout/placed-order.ts): from the cache checkout filled, or, after a
 * reload, from the shop. A proof of payment sent from this page updates the same
 * query, so it shows here at once. Reloaded offline, the order as this browser last
 * saw it (placing it kept it, src/web/checkout/seen-orders.ts). Without that state (an
 * address typed, a new tab): home, as before.
 */
export function OrderConfirmationPage() {
  const lookup = placedOrderLookup(useLocation().state)
  const order = useLookupOrder(lookup)
  const seen = seenOrderWhenOffline(lookup, order)
  usePageMeta('Order Confirmed', 'Thank you for your order from our butcher shop.')
  if (!lookup) return <Navigate to={paths.home} replace />
  // The shop no longer finds it by this id and email: the status page says so, with its form.
  if (isApiError(order.error) && order.error.status === 404 && !order.data) {
    return <Navigate to={paths.orderStatus(lookup.orderId, lookup.email)} replace />
  }
  if (seen) return <ConfirmedOrder order={seen.order} seenAt={seen.seenAt} />
  return (
    <QueryBoundary
      query={order}
      pending={<PageSpinner />}
      loadError={{ title: 'Thank You For Your Order!', message: 'We could not load your order.' }}
    >
      {(found) => <ConfirmedOrder order={found} />}
    </QueryBoundary>
  )
}

function ConfirmedOrder({ order, seenAt }: { order: PublicOrder; seenAt?: string }) {
  const online = useOnline()
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      {seenAt && (
        <p
          role="status"
          className="mb-6 flex gap-1.5 rounded-md bg-stone-100 px-3 py-2 text-sm font-medium text-stone-900"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {/* Offline, the shop's own notice above already says so (as on the status page). */}
          <span>{`${online ? 'We could not reach the shop. ' : ''}This is your order as last seen on ${formatManilaTime(seenAt)}.`}</span>
        </p>
      )}
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
