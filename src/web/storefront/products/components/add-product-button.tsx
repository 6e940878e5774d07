import { ShoppingCart } from 'lucide-react'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { useAddToCart } from '#web/cart/add-to-cart.ts'
import { productCartLine } from '#web/storefront/products/lib/product-cart-line.ts'
import {
  canBuy,
  defaultUnitFor,
  minQuantityFor,
} from '#web/storefront/products/lib/purchase-units.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { NoScriptNote } from '#web/ui/needs-javascript.tsx'

/**
 * The quick add of a product card: the smallest order (1 kg, or 500 g when the
 * minimum order is 0.5 kg). Disabled and reading 'Out of Stock' without stock.
 * Without JavaScript it cannot add, so the note stands in its place (a disabled
 * 'Out of Stock' still says what it says).
 */
export function AddProductButton({
  product,
  describedBy,
  className,
}: {
  product: PublicProduct
  /** Id of the element naming the product, so 'Add to Cart' says which one. */
  describedBy?: string
  className?: string
}) {
  const unit = defaultUnitFor(product)
  const available = canBuy(product, unit)
  const addToCart = useAddToCart()
  if (!available) {
    return (
      <Button className={cn('relative z-10', className)} disabled aria-describedby={describedBy}>
        Out of Stock
      </Button>
    )
  }
  return (
    <>
      <Button
        className={cn('relative z-10 noscript:hidden', className)}
        aria-describedby={describedBy}
        onClick={() => addToCart(productCartLine(product, unit, minQuantityFor(product, unit)))}
      >
        <ShoppingCart aria-hidden="true" className="size-4" />
        Add to Cart
      </Button>
      <NoScriptNote className={className} />
    </>
  )
}
