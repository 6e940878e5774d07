import type { QueryClient } from '@tanstack/react-query'
import { SearchX, WifiOff } from 'lucide-react'
import { useMemo } from 'react'
import { type LoaderFunctionArgs, useSearchParams } from 'react-router'
import {
  lookupOrderQueryOptions,
  type OrderLookup,
  useLookupOrder,
} from '#web/checkout/api/lookup-order.ts'
import { OrderLookupForm } from '#web/checkout/components/order-lookup-form.tsx'
import { OrderStatusView } from '#web/checkout/components/order-status-view.tsx'
import { formatManilaTime } from '#web/checkout/order-format.ts'
import { seenOrderWhenOffline } from '#web/checkout/seen-order-offline.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import { useOnline } from '#web/lib/use-online.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'
import { isCompleteLookup, orderLookupFromSearch } from './order-lookup-params.ts'

/** The lookup lives in the address bar, read as the route's loader reads it. */
function useLookupParams() {
  const [params, setParams] = useSearchParams()
  const { orderId, email } = orderLookupFromSearch(params)
  const initial = useMemo(() => ({ orderId, email }), [orderId, email])
  const lookup = isCompleteLookup(initial) ? initial : null
  const setLookup = (next: OrderLookup) => setParams(new URLSearchParams({ ...next }))
  return { initial, lookup, setLookup }
}

/** The order the address names, once it holds both the order id and the email. */
export function orderStatusPageLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const lookup = orderLookupFromSearch(new URL(request.url).searchParams)
    if (isCompleteLookup(lookup)) prefetchQuery(queryClient, lookupOrderQueryOptions(lookup))
    return null
  }
}

export function OrderStatusPage() {
  usePageMeta('Order Status', 'Look up your order with its order ID and email address.')
  const { initial, lookup, setLookup } = useLookupParams()
  const order = useLookupOrder(lookup)
  const notFound = isApiError(order.error) && order.error.status === 404
  const seen = seenOrderWhenOffline(lookup, order)
  const online = useOnline()

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-stone-900">Order Status</h1>
      <p className="mt-2 text-stone-700">
        Enter the order ID from your confirmation and the email you ordered with.
      </p>
      <div className="mt-6">
        <OrderLookupForm initial={initial} busy={order.isFetching} onLookup={setLookup} />
      </div>
      <div aria-live="polite">
        {lookup === null ? null : seen ? (
          <>
            <p
              role="status"
              className="mt-6 flex gap-1.5 rounded-md bg-stone-100 px-3 py-2 text-sm font-medium text-stone-900"
            >
              <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {/* Offline, the shop's own notice above already says so. */}
              <span>{`${online ? 'We could not reach the shop. ' : ''}This is your order as last seen on ${formatManilaTime(seen.seenAt)}.`}</span>
            </p>
            <OrderStatusView order={seen.order} />
          </>
        ) : notFound && !order.data ? (
          <EmptyState icon={SearchX} title="Order not found">
            We could not find an order with that order ID and email. Please check both and try
            again.
          </EmptyState>
        ) : (
          <QueryBoundary
            query={order}
            pending={<PageSpinner />}
            loadError={(error) => ({
              // Too many lookups: the server's message says when to try again.
              message:
                isApiError(error) && error.status === 429
                  ? error.message
                  : 'We could not look up your order.',
            })}
          >
            {(found) => <OrderStatusView order={found} />}
          </QueryBoundary>
        )}
      </div>
    </div>
  )
}
