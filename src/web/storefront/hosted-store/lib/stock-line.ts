import type { HostedVariant } from '#shared/schemas/hosted-store.ts'

export interface StockLine {
  /** What the shopper reads under the price (docs/product-rules.md §5), or null when nothing is said. */
  text: string | null
  tone: 'ok' | 'short' | 'unavailable'
  /** Whether Add to Cart is offered for this quantity. */
  canAdd: boolean
}

/**
 * docs/product-rules.md §5: not purchasable -> 'Currently unavailable'; managed inventory and
 * enough of it -> 'N in stock!'; managed and short for `quantity` ->
 * 'Not enough stock. Only N left.'. Untracked stock (null) is never short.
 */
export function stockLine(
  purchasable: boolean,
  variant: Pick<HostedVariant, 'manage_inventory' | 'inventory_quantity'>,
  quantity: number,
): StockLine {
  if (!purchasable) return { text: 'Currently unavailable', tone: 'unavailable', canAdd: false }
  if (!variant.manage_inventory || variant.inventory_quantity === null) {
    return { text: null, tone: 'ok', canAdd: true }
  }
  const left = variant.inventory_quantity
  if (quantity > left) {
    return { text: `Not enough stock. Only ${left} left.`, tone: 'short', canAdd: false }
  }
  return { text: `${left} in stock!`, tone: 'ok', canAdd: true }
}
