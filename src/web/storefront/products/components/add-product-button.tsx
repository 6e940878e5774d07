import { ShoppingCart } from 'lucide-react'
import type { PublicProduct } from '../../../../shared/schemas/catalog'
import { addToCart } from '../../../cart/add-to-cart'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { productCartLine } from '../lib/product-cart-line'
import { canBuy, defaultUnitFor, minQuantityFor } from '../lib/purchase-units'

/**
 * The quick add of a product card: the smallest order (1 kg, or 500 g when the
 * minimum order is 0.5 kg). Disabled and reading 'Out of Stock' without stock.
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
  return (
    <Button
      className={cn('relative z-10', className)}
      disabled={!available}
      aria-describedby={describedBy}
      onClick={() => addToCart(productCartLine(product, unit, minQuantityFor(product, unit)))}
    >
      {available ? (
        <>
          <ShoppingCart aria-hidden="true" className="size-4" />
          Add to Cart
        </>
      ) : (
        'Out of Stock'
      )}
    </Button>
  )
}
