import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { pageTexts } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { cart, useCartLines } from '#web/cart/cart-store.ts'
import {
  checkoutOptionsQueryOptions,
  useCheckoutOptions,
} from '#web/checkout/api/get-checkout-options.ts'
import { EmptyCheckout } from '#web/checkout/components/empty-checkout.tsx'
import { readCartLineCount } from '#web/lib/cart-storage.ts'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'
import { CheckoutForm } from './checkout-form.tsx'
import { placedOrderState } from './placed-order.ts'

/** An empty cart shows no form, so it needs no delivery options. */
export function checkoutPageLoader(queryClient: QueryClient) {
  return () => {
    if (readCartLineCount() > 0) prefetchQuery(queryClient, checkoutOptionsQueryOptions)
    return null
  }
}

/**
 * Leaves for the payment gateway's page. This history entry becomes the order's page
 * first, so Back from the gateway opens the order (waiting for its payment), never an
 * emptied checkout; a page the browser restores from its back-forward cache is loaded
 * again at that address.
 */
function leaveForPayment(orderPage: string, checkoutUrl: string) {
  window.history.replaceState(null, '', orderPage)
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload()
  })
  window.location.assign(checkoutUrl)
}

export function CheckoutPage() {
  usePageMeta(pageTexts.checkout)
  const lines = useCartLines()
  const options = useCheckoutOptions()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Set once the order is placed, so the emptied cart does not flash the empty state.
  const [placed, setPlaced] = useState(false)

  const onPlaced = (order: PublicOrder) => {
    setPlaced(true)
    cart.clear()
    const state = placedOrderState(queryClient, order)
    // Paying online (issue 32): straight on to the gateway's page. Without one (the gateway
    // could not be reached), the confirmation, whose payment panel offers 'Try paying again'.
    const checkoutUrl = order.onlinePayment?.checkoutUrl
    if (checkoutUrl) {
      leaveForPayment(paths.orderPage(order.accessToken), checkoutUrl)
      return
    }
    void navigate(paths.orderConfirmation, { state })
  }

  if (placed) return <PageSpinner />
  if (lines.length === 0) return <EmptyCheckout />
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-stone-900">Checkout</h1>
      <div className="mt-6">
        <QueryBoundary
          query={options}
          pending={<PageSpinner />}
          loadError={{ message: 'We could not load the delivery and payment options.' }}
        >
          {(loaded) => <CheckoutForm lines={lines} options={loaded} onPlaced={onPlaced} />}
        </QueryBoundary>
      </div>
    </div>
  )
}
