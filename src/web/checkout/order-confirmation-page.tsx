import { CircleCheck } from 'lucide-react'
import { Link, Navigate, useLocation } from 'react-router'
import { pageTexts } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { useOrder } from '#web/checkout/api/get-order.ts'
import { OfflineOrderNotice } from '#web/checkout/components/offline-order-notice.tsx'
import { OnlinePaymentPanel } from '#web/checkout/components/online-payment-panel.tsx'
import { OrderArrival } from '#web/checkout/components/order-arrival.tsx'
import { OrderDetails } from '#web/checkout/components/order-details.tsx'
import { isShopAnswer } from '#web/checkout/components/order-status-view.tsx'
import { PaymentProofPanel } from '#web/checkout/components/payment-proof-panel.tsx'
import { paymentLineLabel } from '#web/checkout/payment-line.ts'
import { seenOrderWhenOffline } from '#web/checkout/seen-order-offline.ts'
import type { OfflineOrder } from '#web/checkout/seen-orders.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'
import { placedOrderToken } from './placed-order.ts'

/**
 * The order just placed, opened by the link token the navigation's state holds
 * (src/web/checkout/placed-order.ts): from the cache checkout filled, or, after a
 * reload, from the shop. A proof of payment sent from this page updates the same
 * query, so it shows here at once. Reloaded offline, the order as this browser last
 * saw it (placing it kept it, src/web/checkout/seen-orders.ts). Without that state (an
 * address typed, a new tab): home, as before.
 */
export function OrderConfirmationPage() {
  const token = placedOrderToken(useLocation().state)
  const order = useOrder(token)
  const seen = seenOrderWhenOffline(token, order)
  usePageMeta(pageTexts.orderConfirmation)
  if (!token) return <Navigate to={paths.home} replace />
  // The shop no longer opens it by this token: the order page says so, with the way to the form.
  if (isApiError(order.error) && order.error.status === 404 && !order.data) {
    return <Navigate to={paths.orderPage(token)} replace />
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

function ConfirmedOrder({ order, seenAt }: { order: PublicOrder | OfflineOrder; seenAt?: string }) {
  // The copy this device kept offline has no email or payment details (decision 0072).
  const full = isShopAnswer(order) ? order : null
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      {seenAt && <OfflineOrderNotice seenAt={seenAt} className="mb-6" />}
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-green-700" />
        <h1 className="mt-4 text-3xl font-bold text-stone-900">Thank You For Your Order!</h1>
        <p className="mt-2 text-stone-700">
          Your order number is{' '}
          <strong className="font-mono text-stone-900" data-testid="order-id">
            {order.orderId}
          </strong>
          .{full && ` We will email your confirmation to ${full.customerEmail}.`}
        </p>
      </div>
      <div className="mt-8 grid gap-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <OrderArrival delivery={order.delivery} className="text-lg" />
        <OrderDetails order={order} />
        <p className="text-stone-800">
          <span className="font-medium">Payment:</span> {paymentLineLabel(order)}
        </p>
        {full && <PaymentProofPanel order={full} />}
        {full && <OnlinePaymentPanel order={full} />}
        {full && <OnlinePaymentPanel order={full} />}
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link
          to={paths.orderPage(order.accessToken)}
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
