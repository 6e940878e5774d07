import type { CartUnit } from '#shared/pricing.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import type { NewCartLine } from '#web/cart/cart-rules.ts'
import { coverImage, thumbnailUrl } from '#web/ui/product/product-image.ts'

/** The cart line for a product as the shopper sees it now (the server re-prices it anyway). */
export function productCartLine(
  product: PublicProduct,
  unit: CartUnit,
  quantity: number,
): NewCartLine {
  const cover = coverImage(product)
  return {
    kind: 'product',
    id: product.id,
    name: product.name,
    cutType: product.cutType,
    priceCentavos: product.priceCentavos,
    discountPriceCentavos: product.discountPriceCentavos,
    imageUrl: cover ? thumbnailUrl(cover) : null,
    quantity,
    unit,
    pricedByPackedWeight: product.pricedByPackedWeight,
  }
}
