import {
  hostedProductIds,
  MAX_HOSTED_PRODUCTS_PER_CART,
} from '#shared/hosted-store/hosted-product-cap.ts'
import type { HostedProduct, HostedVariant } from '#shared/schemas/hosted-store.ts'
import { type CartLine, type HostedCartLine, sameItem } from './cart-rules.ts'

/**
 * The cart line for a hosted-store variant, or an Error whose message is for the
 * shopper: our cart and checkout are in pesos, the product must be for sale, managed
 * stock must cover what the cart would then hold of that variant, and a cart holds at
 * most MAX_HOSTED_PRODUCTS_PER_CART different hosted products.
 */
export function hostedCartLine(
  lines: readonly CartLine[],
  {
    product,
    variant,
    quantity,
  }: { product: HostedProduct; variant: HostedVariant; quantity: number },
): Omit<HostedCartLine, 'cartId'> {
  const currency = (variant.currency || product.currency).toUpperCase()
  if (currency !== 'PHP') {
    throw new Error(`This product is priced in ${currency}; our cart and checkout are in pesos.`)
  }
  if (!product.purchasable) throw new Error(`${product.title} is not available right now.`)
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new Error('Choose a quantity of at least 1.')
  const stock = variant.manage_inventory ? variant.inventory_quantity : null
  const line: Omit<HostedCartLine, 'cartId'> = {
    kind: 'hosted',
    productId: product.id,
    variantId: variant.id,
    name: product.title,
    variantTitle: variant.title,
    priceCentavos: variant.price_in_cents,
    discountPriceCentavos: variant.sale_price_in_cents,
    imageUrl: variant.image_url ?? product.image,
    quantity,
    unit: 'item',
    stock,
  }
  const inCart = lines.find((l) => sameItem(line, l))?.quantity ?? 0
  const productsInCart = hostedProductIds(lines)
  if (
    !productsInCart.includes(product.id) &&
    productsInCart.length >= MAX_HOSTED_PRODUCTS_PER_CART
  ) {
    // The server prices at most this many (each is a call to the store): say so now, not at checkout.
    throw new Error(
      `Your cart already holds ${MAX_HOSTED_PRODUCTS_PER_CART} different products from our online store, the most one order can have.`,
    )
  }
  if (stock !== null && inCart + quantity > stock) {
    if (stock === 0) throw new Error(`${product.title} is out of stock.`)
    throw new Error(
      inCart > 0
        ? `Only ${stock} left, and your cart already holds ${inCart}.`
        : `Not enough stock. Only ${stock} left.`,
    )
  }
  return line
}
