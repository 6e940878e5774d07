import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'

export function EmptyCheckout() {
  return (
    <EmptyState
      icon={ShoppingCart}
      title="Your cart is empty."
      headingLevel="h1"
      action={
        <Link to={paths.products()} className={buttonClasses({ size: 'lg' })}>
          Go Shopping
        </Link>
      }
    >
      Add some cuts to your cart, then come back here to check out.
    </EmptyState>
  )
}
