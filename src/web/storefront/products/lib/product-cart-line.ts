import type { CartUnit } from '../../../../shared/pricing'
import type { PublicProduct } from '../../../../shared/schemas/catalog'
import type { NewCartLine } from '../../../cart/cart-rules'
import { coverImage } from './product-image'

/** The cart line for a product as the shopper sees it now (the server re-prices it anyway). */
export function productCartLine(
  product: PublicProduct,
  unit: CartUnit,
  quantity: number,
): NewCartLine {
  return {
    kind: 'product',
    id: product.id,
    name: product.name,
    cutType: product.cutType,
    priceCentavos: product.priceCentavos,
    discountPriceCentavos: product.discountPriceCentavos,
    imageUrl: coverImage(product)?.url ?? null,
    quantity,
    unit,
  }
}
