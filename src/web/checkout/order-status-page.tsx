import { SearchX } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { pageTexts } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import { type OrderLookup, useLookupOrder } from '#web/checkout/api/lookup-order.ts'
import { OrderLookupForm } from '#web/checkout/components/order-lookup-form.tsx'
import { SavedOrders } from '#web/checkout/components/saved-orders.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import {
  isCompleteLookup,
  oldLinkFailureFromSearch,
  orderLookupFromSearch,
} from './order-lookup-params.ts'

const notFoundText =
  'We could not find an order with that order ID and email. Please check both and try again.'

/**
 * `/order-status`: the lookup form, for a shopper who lost the order's link (decision
 * 0072). The order id and email go to the shop in a POST; the answer's new token opens
 * the order page, `/orders/<token>`. An old emailed link with both in the address is
 * redirected by the server; should the app meet one itself (offline, say), it takes
 * the email out of the address at once and looks the order up the same way.
 */
export function OrderStatusPage() {
  usePageMeta(pageTexts.orderStatus)
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const lookup = useLookupOrder()
  const fromLink = useMemo(() => orderLookupFromSearch(params), [params])
  const initial = useMemo(() => ({ orderId: fromLink.orderId, email: '' }), [fromLink.orderId])
  const failure = oldLinkFailureFromSearch(params)

  const find = (values: OrderLookup) =>
    lookup.mutate(values, {
      onSuccess: (order) => void navigate(paths.orderPage(order.accessToken), { replace: true }),
    })

  // An old link the server did not see: the email leaves the address before anything else.
  const oldLink = useRef(isCompleteLookup(fromLink) ? fromLink : null)
  useEffect(() => {
    const pair = oldLink.current
    if (!pair) return
    oldLink.current = null
    setParams(new URLSearchParams({ orderId: pair.orderId }), { replace: true })
    find(pair)
  })

  const error = lookup.error
  const notFound =
    (isApiError(error) && error.status === 404) || (!error && failure === 'not-found')
  const message = isApiError(error)
    ? error.status === 429
      ? error.message
      : error.code === 'network_error'
        ? 'We could not reach the shop. Check your connection and try again.'
        : 'We could not look up your order.'
    : !error && failure === 'too-many'
      ? 'Too many lookups for this order or email. Please try again in 10 minutes.'
      : null

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-stone-900">Order Status</h1>
      <p className="mt-2 text-stone-700">
        Open the link in your order email, or enter the order ID from your confirmation and the
        email you ordered with.
      </p>
      <div className="mt-6">
        <OrderLookupForm initial={initial} busy={lookup.isPending} onLookup={find} />
      </div>
      <div aria-live="polite">
        {lookup.isPending || lookup.isSuccess ? null : notFound ? (
          <EmptyState icon={SearchX} title="Order not found">
            {notFoundText}
          </EmptyState>
        ) : message ? (
          <p
            role="alert"
            className="mt-6 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-brand-900"
          >
            {message}
          </p>
        ) : null}
      </div>
      <SavedOrders />
    </div>
  )
}
