import { SearchX } from 'lucide-react'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { type OrderLookup, useLookupOrder } from '#web/checkout/api/lookup-order.ts'
import { OrderLookupForm } from '#web/checkout/components/order-lookup-form.tsx'
import { OrderStatusView } from '#web/checkout/components/order-status-view.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { usePageMeta } from '#web/storefront/lib/use-page-meta.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { LoadError } from '#web/ui/load-error.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'

/** The lookup lives in the address bar, so a link from the confirmation or the email opens the order. */
function useLookupParams() {
  const [params, setParams] = useSearchParams()
  const orderId = params.get('orderId')?.trim() ?? ''
  const email = params.get('email')?.trim() ?? ''
  const initial = useMemo(() => ({ orderId, email }), [orderId, email])
  const lookup = orderId && email ? initial : null
  const setLookup = (next: OrderLookup) => setParams(new URLSearchParams({ ...next }))
  return { initial, lookup, setLookup }
}

export function OrderStatusPage() {
  usePageMeta('Order Status', 'Look up your order with its order ID and email address.')
  const { initial, lookup, setLookup } = useLookupParams()
  const order = useLookupOrder(lookup)
  const notFound = isApiError(order.error) && order.error.status === 404
  // Too many lookups: the server's message says when to try again.
  const throttled = isApiError(order.error) && order.error.status === 429

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
        {lookup === null ? null : order.data ? (
          <OrderStatusView order={order.data} />
        ) : notFound ? (
          <EmptyState icon={SearchX} title="Order not found">
            We could not find an order with that order ID and email. Please check both and try
            again.
          </EmptyState>
        ) : order.isError ? (
          <LoadError
            message={throttled ? order.error.message : 'We could not look up your order.'}
            onRetry={() => void order.refetch()}
          />
        ) : (
          <PageSpinner />
        )}
      </div>
    </div>
  )
}
