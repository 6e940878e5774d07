import type { HostedProduct, HostedVariant } from '#shared/schemas/hosted-store.ts'
import { cart } from './cart-store.ts'
import { hostedCartLine } from './hosted-cart-line.ts'

/**
 * Adds a hosted-store line (kind 'hosted') to the cart; the same variant merges.
 * Throws an Error with a message for the shopper when the line cannot be added
 * (not priced in pesos, not for sale, or not enough stock). The caller toasts.
 */
export function addHostedToCart(request: {
  product: HostedProduct
  variant: HostedVariant
  quantity: number
}): void {
  cart.add(hostedCartLine(cart.lines(), request))
}
