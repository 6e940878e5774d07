import { useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '#shared/paths.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { cart, useCartLines } from '#web/cart/cart-store.ts'
import { useCheckoutOptions } from '#web/checkout/api/get-checkout-options.ts'
import { EmptyCheckout } from '#web/checkout/components/empty-checkout.tsx'
import { usePageMeta } from '#web/storefront/lib/use-page-meta.ts'
import { LoadError } from '#web/ui/load-error.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'
import { CheckoutForm } from './checkout-form.tsx'

export function CheckoutPage() {
  usePageMeta('Checkout', 'Enter your delivery details and pay by cash on delivery or GCash.')
  const lines = useCartLines()
  const options = useCheckoutOptions()
  const navigate = useNavigate()
  // Set once the order is placed, so the emptied cart does not flash the empty state.
  const [placed, setPlaced] = useState(false)

  const onPlaced = (order: PublicOrder) => {
    setPlaced(true)
    cart.clear()
    void navigate(paths.orderConfirmation, { state: { order } })
  }

  if (placed) return <PageSpinner />
  if (lines.length === 0) return <EmptyCheckout />
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-stone-900">Checkout</h1>
      <div className="mt-6">
        {options.data ? (
          <CheckoutForm lines={lines} options={options.data} onPlaced={onPlaced} />
        ) : options.isError ? (
          <LoadError
            message="We could not load the delivery and payment options."
            onRetry={() => void options.refetch()}
          />
        ) : (
          <PageSpinner />
        )}
      </div>
    </div>
  )
}
