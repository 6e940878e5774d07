import { RefreshCw } from 'lucide-react'
import { Link } from 'react-router'
import {
  hostedProductIds,
  MAX_HOSTED_PRODUCTS_PER_CART,
  TOO_MANY_HOSTED_PRODUCTS_MESSAGE,
} from '#shared/hosted-store/hosted-product-cap.ts'
import { ORDER_TOO_LARGE_MESSAGE } from '#shared/order-size.ts'
import { pageTexts } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import { useCartQuote } from '#web/cart/api/quote-cart.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { Button } from '#web/ui/button.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { toast } from '#web/ui/toast.ts'
import { CartLineItem } from './cart-line-item.tsx'
import type { CartLine } from './cart-rules.ts'
import { cart, useCartLines } from './cart-store.ts'
import { EmptyCart } from './empty-cart.tsx'
import { OrderAgainNotices } from './order-again-notices.tsx'
import { OrderSummary } from './order-summary.tsx'
import { priceCart } from './priced-cart.ts'

/** A refused quote the shopper can act on (the store-product cap, a wait): its own words. */
function quoteRefusal(error: Error | null): string | null {
  return isApiError(error) && (error.status === 422 || error.status === 429) ? error.message : null
}

/**
 * Clear Cart empties the cart at once, one tap as before, and 'Cart cleared' offers
 * Undo, which brings the very lines back (docs/product-rules.md §4): on a phone a
 * question before every clear costs a tap; a mistaken tap costs one to mend.
 */
function clearCart() {
  const cleared = cart.clear()
  toast.message('Cart cleared', {
    description: `${cleared.length} ${cleared.length === 1 ? 'item' : 'items'} removed.`,
    action: { label: 'Undo', onClick: () => cart.restore(cleared) },
    // Undo belongs to this cart: leaving the page keeps it empty.
    untilPageChanges: true,
    duration: 10_000,
  })
}

function FilledCart({ lines }: { lines: CartLine[] }) {
  const quote = useCartQuote(lines)
  const priced = priceCart(lines, quote.data)
  const failed = quote.isError && !priced.confirmed
  // A cart filled before the cap (or in another tab) can hold more than the server prices.
  const overCap = hostedProductIds(lines).length > MAX_HOSTED_PRODUCTS_PER_CART
  const blockedReason = overCap
    ? TOO_MANY_HOSTED_PRODUCTS_MESSAGE
    : priced.tooLarge && priced.flaggedCount === 0
      ? ORDER_TOO_LARGE_MESSAGE
      : priced.flaggedCount > 0
        ? 'Remove or change the flagged items to continue.'
        : priced.confirmed || failed
          ? null
          : 'Checking prices and stock…'

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-stone-900">Shopping Cart</h1>
      <OrderAgainNotices />
      {failed && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="flex-1">
            {quoteRefusal(quote.error) ??
              'We could not check current prices and stock. The prices shown are from when you added the items; checkout confirms them.'}
          </p>
          {!overCap && (
            <Button variant="secondary" size="sm" onClick={() => void quote.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          )}
        </div>
      )}
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="sr-only">
            Items in your cart
          </h2>
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white px-4 sm:px-6">
            {priced.lines.map((line) => (
              <CartLineItem key={line.line.cartId} priced={line} />
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <Link to={paths.products()} className={buttonClasses({ variant: 'secondary' })}>
              Continue Shopping
            </Link>
            <Button variant="ghost" onClick={clearCart}>
              Clear Cart
            </Button>
          </div>
        </section>
        <OrderSummary priced={priced} blockedReason={blockedReason} />
      </div>
    </div>
  )
}

export function CartPage() {
  const lines = useCartLines()
  usePageMeta(pageTexts.cart)
  return lines.length === 0 ? <EmptyCart /> : <FilledCart lines={lines} />
}
