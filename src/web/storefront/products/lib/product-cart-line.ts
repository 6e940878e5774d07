import type { ChosenOption } from '#shared/preparation.ts'
import { extrasPerKg } from '#shared/preparation-line.ts'
import type { CartUnit } from '#shared/pricing.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import type { NewCartLine } from '#web/cart/cart-rules.ts'
import { coverImage, thumbnailUrl } from '#web/ui/product/product-image.ts'

/**
 * The cart line for a product as the shopper sees it now (the server re-prices it
 * anyway): with its preparation choices, their extras in the price per kg, and a
 * piece's weight for a product sold by the piece (issue 31).
 */
export function productCartLine(
  product: PublicProduct,
  unit: CartUnit,
  quantity: number,
  chosen: readonly ChosenOption[] = [],
): NewCartLine {
  const cover = coverImage(product)
  const extras = extrasPerKg(chosen)
  return {
    kind: 'product',
    id: product.id,
    name: product.name,
    cutType: product.cutType,
    priceCentavos: product.priceCentavos + extras,
    discountPriceCentavos:
      product.discountPriceCentavos === null ? null : product.discountPriceCentavos + extras,
    imageUrl: cover ? thumbnailUrl(cover) : null,
    quantity,
    unit,
    pricedByPackedWeight: product.pricedByPackedWeight,
    ...(chosen.length > 0
      ? {
          choiceIds: chosen.map((c) => c.choiceId),
          choices: chosen.map((c) => ({ groupName: c.groupName, choiceLabel: c.choiceLabel })),
        }
      : {}),
    ...(unit === 'piece'
      ? { soldByPiece: true, averagePieceGrams: product.averagePieceGrams ?? null }
      : {}),
  }
}
