import { lineTitleWithChoices } from '#shared/preparation-line.ts'
import { type NewCartLine, unitLabel } from './cart-rules.ts'
import { cart } from './cart-store.ts'
import { toastCartGrew, useViewCart } from './cart-toast.ts'

/** 'Ribeye, 1.5 in (2kg)', 'Ribeye steak (2 pcs)': what the toast says was added. */
export function addedText(line: NewCartLine): string {
  if (line.kind !== 'product') return `${line.name} (${line.quantity}${unitLabel(line)})`
  const name = lineTitleWithChoices(line.name, line.choices ?? [])
  if (line.unit === 'piece')
    return `${name} (${line.quantity} ${line.quantity === 1 ? 'pc' : 'pcs'})`
  return `${name} (${line.quantity}${unitLabel(line)})`
}

/**
 * Adds a line and says so: 'Added to Cart' / '{name} ({qty}{unit}) added to cart', with
 * 'View cart' (docs/product-rules.md §4).
 */
export function useAddToCart(): (line: NewCartLine) => void {
  const viewCart = useViewCart()
  return (line) => {
    cart.add(line)
    toastCartGrew('Added to Cart', `${addedText(line)} added to cart`, viewCart)
  }
}
