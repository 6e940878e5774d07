import { useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../shared/paths'
import type { PublicOrder } from '../../shared/schemas/orders'
import { cart, useCartLines } from '../cart/cart-store'
import { usePageMeta } from '../storefront/lib/use-page-meta'
import { LoadError } from '../ui/load-error'
import { PageSpinner } from '../ui/spinner'
import { useCheckoutOptions } from './api/get-checkout-options'
import { CheckoutForm } from './checkout-form'
import { EmptyCheckout } from './components/empty-checkout'

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
