import { toast } from '#web/ui/toast.ts'
import { type NewCartLine, unitLabel } from './cart-rules.ts'
import { cart } from './cart-store.ts'

/** Adds a line and says so: 'Added to Cart' / '{name} ({qty}{unit}) added to cart' (docs/product-rules.md §4). */
export function addToCart(line: NewCartLine): void {
  cart.add(line)
  toast.success('Added to Cart', {
    description: `${line.name} (${line.quantity}${unitLabel(line)}) added to cart`,
  })
}
