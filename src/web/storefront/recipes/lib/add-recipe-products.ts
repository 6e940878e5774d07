import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { cart } from '#web/cart/cart-store.ts'
import { toastCartGrew } from '#web/cart/cart-toast.ts'
import { productCartLine } from '#web/storefront/products/lib/product-cart-line.ts'
import { canBuy, minQuantityFor } from '#web/storefront/products/lib/purchase-units.ts'
import { toast } from '#web/ui/toast.ts'

/**
 * Recipe 'Add All to Cart' (docs/product-rules.md §4): each related product at 1 kg (or its
 * minimum order when that is more), one toast for all. Sold-out products are left
 * out: the cart would only refuse them at checkout. Returns how many were added.
 * `viewCart` is the toast's 'View cart' (src/web/cart/cart-toast.ts).
 */
export function addRecipeProducts(
  products: readonly PublicProduct[],
  viewCart: () => void,
): number {
  const addable = products.filter((product) => canBuy(product, 'kg'))
  if (addable.length === 0) {
    toast.error('No Products Available', {
      description: 'No related products found for this recipe.',
    })
    return 0
  }
  for (const product of addable) {
    cart.add(productCartLine(product, 'kg', minQuantityFor(product, 'kg')))
  }
  toastCartGrew(
    'Products Added',
    `Added ${addable.length} products to cart for this recipe!`,
    viewCart,
  )
  return addable.length
}
