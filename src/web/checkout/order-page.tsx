import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { CircleCheck, SearchX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router'
import { ORDER_AGAIN_PARAM } from '#shared/order-again.ts'
import { pageTexts } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import { orderQueryOptions, useOrder } from '#web/checkout/api/get-order.ts'
import { ForgetOrderButton } from '#web/checkout/components/forget-order-button.tsx'
import { OfflineOrderNotice } from '#web/checkout/components/offline-order-notice.tsx'
import { OrderAgainButton } from '#web/checkout/components/order-again-button.tsx'
import { OrderStatusView } from '#web/checkout/components/order-status-view.tsx'
import { seenOrderWhenOffline } from '#web/checkout/seen-order-offline.ts'
import { forgetSeenOrder } from '#web/checkout/seen-orders.ts'
import { useOrderAgainAction } from '#web/checkout/use-order-again-action.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'

/** The order the link's token opens, asked for as the page's chunk loads. */
export function orderPageLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.token) prefetchQuery(queryClient, orderQueryOptions(params.token))
    return null
  }
}

const findOrderLink = (
  <Link to={paths.orderStatus} className={buttonClasses({ variant: 'secondary' })}>
    Find your order
  </Link>
)

/**
 * `/orders/<token>`: the order page every link the shop sends opens (decision 0072).
 * The token is the key: no email is asked or shown in the address. Offline, the copy
 * this device kept (items, totals, status, delivery; src/web/checkout/seen-orders.ts),
 * which the shopper can forget here.
 */
export function OrderPage() {
  usePageMeta(pageTexts.orderPage)
  const token = useParams().token ?? null
  const queryClient = useQueryClient()
  const [forgotten, setForgotten] = useState(false)
  // Once forgotten, the order is not asked again here (its answer would be kept again).
  const order = useOrder(forgotten ? null : token)
  const seen = seenOrderWhenOffline(forgotten ? null : token, order)
  const notFound = isApiError(order.error) && order.error.status === 404 && !order.data

  // 'Order again' (issue 31 §6): the button, and the email's link (`?again=1`), which runs
  // it once and leaves the address at once, so a reload or Back never runs it again.
  const orderAgain = useOrderAgainAction()
  const [params, setParams] = useSearchParams()
  const againAsked = useRef(params.get(ORDER_AGAIN_PARAM) === '1')
  useEffect(() => {
    if (!againAsked.current || !token) return
    againAsked.current = false
    setParams(new URLSearchParams(), { replace: true })
    orderAgain.run(token)
  })
  const orderAgainButton = token ? (
    <OrderAgainButton
      className="mt-6"
      pending={orderAgain.pending}
      onOrderAgain={() => orderAgain.run(token)}
    />
  ) : null

  const forget = (orderId: string) => {
    forgetSeenOrder(orderId)
    if (token) queryClient.removeQueries({ queryKey: orderQueryOptions(token).queryKey })
    setForgotten(true)
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-stone-900">Order Status</h1>
      <div aria-live="polite">
        {forgotten ? (
          <EmptyState
            icon={CircleCheck}
            title="Order forgotten on this device"
            action={
              <Link to={paths.products()} className={buttonClasses({ variant: 'secondary' })}>
                Continue Shopping
              </Link>
            }
          >
            <p role="status">
              This device no longer keeps this order. The link in your order email still opens it.
            </p>
          </EmptyState>
        ) : seen ? (
          <>
            <OfflineOrderNotice seenAt={seen.seenAt} className="mt-6" />
            <OrderStatusView order={seen.order} />
            {orderAgainButton}
            <ForgetOrderButton onForget={() => forget(seen.order.orderId)} />
          </>
        ) : notFound ? (
          <EmptyState icon={SearchX} title="Order not found" action={findOrderLink}>
            This link does not open an order. Check that you opened the whole link from your email,
            or find the order with its order ID and email.
          </EmptyState>
        ) : (
          <QueryBoundary
            query={order}
            pending={<PageSpinner />}
            loadError={(error) => ({
              // Too many requests: the server's message says when to try again.
              message:
                isApiError(error) && error.status === 429
                  ? error.message
                  : 'We could not load your order.',
            })}
          >
            {(found) => (
              <>
                <OrderStatusView order={found} />
                {orderAgainButton}
                <ForgetOrderButton onForget={() => forget(found.orderId)} />
              </>
            )}
          </QueryBoundary>
        )}
      </div>
    </div>
  )
}
