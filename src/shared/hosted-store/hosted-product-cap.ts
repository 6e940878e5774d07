/**
 * Different products of the hosted store one cart (or order) may hold. Pricing asks
 * the service about each one, so without a cap one request could make a hundred calls
 * to it. Kept apart from the zod schemas: the storefront checks it without loading zod.
 */
export const MAX_HOSTED_PRODUCTS_PER_CART = 20

export const TOO_MANY_HOSTED_PRODUCTS_MESSAGE = `A cart can hold at most ${MAX_HOSTED_PRODUCTS_PER_CART} different products from our online store. Please remove some to continue.`

/** The distinct hosted-store product ids among a cart's lines. */
export function hostedProductIds(
  lines: readonly { kind: string; productId?: string | number }[],
): string[] {
  return [...new Set(lines.flatMap((l) => (l.kind === 'hosted' ? [String(l.productId)] : [])))]
}

export const withinHostedProductCap = (
  lines: readonly { kind: string; productId?: string | number }[],
) => hostedProductIds(lines).length <= MAX_HOSTED_PRODUCTS_PER_CART
