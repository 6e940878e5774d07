import { type NewCartLine, unitLabel } from './cart-rules.ts'
import { cart } from './cart-store.ts'
import { toastCartGrew, useViewCart } from './cart-toast.ts'

/**
 * Adds a line and says so: 'Added to Cart' / '{name} ({qty}{unit}) added to cart', with
 * 'View cart' (docs/product-rules.md §4).
 */
export function useAddToCart(): (line: NewCartLine) => void {
  const viewCart = useViewCart()
  return (line) => {
    cart.add(line)
    toastCartGrew(
      'Added to Cart',
      `${line.name} (${line.quantity}${unitLabel(line)}) added to cart`,
      viewCart,
    )
  }
}
