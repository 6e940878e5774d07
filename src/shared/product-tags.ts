/**
 * Product tags (docs/product-rules.md §4): SALE follows the per-kg discount and SOLD OUT follows
 * stock, both automatically; NEW and any other tag are set by hand and kept.
 */
export const TAG_NEW = 'NEW'
export const TAG_SALE = 'SALE'
export const TAG_SOLD_OUT = 'SOLD OUT'

export function deriveTags(
  tags: readonly string[],
  product: { discountPerKgCentavos: number; stockGrams: number },
): string[] {
  const manual = tags
    .map((t) => t.trim())
    .filter((t) => t !== '' && t !== TAG_SALE && t !== TAG_SOLD_OUT)
  const result = [...new Set(manual)]
  if (product.discountPerKgCentavos > 0) result.push(TAG_SALE)
  if (product.stockGrams <= 0) result.push(TAG_SOLD_OUT)
  return result
}
