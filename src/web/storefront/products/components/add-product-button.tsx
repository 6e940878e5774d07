import { ShoppingCart, SlidersHorizontal } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { useAddToCart } from '#web/cart/add-to-cart.ts'
import { needsChoices } from '#web/storefront/products/lib/option-groups-of.ts'
import { productCartLine } from '#web/storefront/products/lib/product-cart-line.ts'
import {
  canBuy,
  defaultUnitFor,
  minQuantityFor,
} from '#web/storefront/products/lib/purchase-units.ts'
import { Button } from '#web/ui/button.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { cn } from '#web/ui/cn.ts'
import { NoScriptNote } from '#web/ui/needs-javascript.tsx'

/**
 * The quick add of a product card: the smallest order (1 kg, or 500 g when the
 * minimum order is 0.5 kg, or 1 piece of a product sold by the piece), with no
 * preparation choice. A product with a required option group cannot be added without
 * one: 'Choose Options' leads to its page instead (a link, so it works without
 * JavaScript too). Disabled and reading 'Out of Stock' without stock.
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
  if (needsChoices(product)) {
    return (
      <Link
        to={paths.product(product.id)}
        className={buttonClasses({}, cn('relative z-10', className))}
        aria-describedby={describedBy}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Choose Options
      </Link>
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
