import { separatePriceCentavos } from '#shared/bundle-value.ts'
import { mediaVariantUrl } from '#shared/media.ts'
import { discountPriceFor } from '#shared/pricing.ts'
import type {
  PublicBundle,
  PublicImage,
  PublicProduct,
  PublicPromo,
  PublicRecipe,
} from '#shared/schemas/catalog.ts'
import type {
  BundleItemRow,
  BundleRow,
  ImageRow,
  ProductRow,
  PromoRow,
  RecipeRow,
} from './catalog-rows-repo.ts'

/**
 * Database rows to the public shapes of src/shared/schemas/catalog.ts, in one place
 * so every endpoint answers the same fields the same way: money in centavos, dates
 * as ISO strings, images in position order.
 */

/** Uploaded images carry their size and resized copies, so the storefront can use srcset. */
export function toPublicImage(row: ImageRow): PublicImage {
  const key = row.mediaKey
  const variants =
    key && row.variantWidths
      ? row.variantWidths.map((width) => ({ width, url: mediaVariantUrl(key, width) }))
      : []
  return {
    id: row.id,
    url: row.url,
    alt: row.alt,
    width: variants.length > 0 ? row.mediaWidth : null,
    height: variants.length > 0 ? row.mediaHeight : null,
    variants,
  }
}

export function toPublicProduct(row: ProductRow, images: readonly ImageRow[]): PublicProduct {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    cutType: row.cutType,
    priceCentavos: row.priceCentavos,
    discountPerKgCentavos: row.discountPerKgCentavos,
    discountPriceCentavos: discountPriceFor(row.priceCentavos, row.discountPerKgCentavos),
    sku: row.sku,
    stockGrams: row.stockGrams,
    origin: row.origin,
    description: row.description,
    tags: row.tags,
    minOrderGrams: row.minOrderGrams,
    deliveryAreas: row.deliveryAreas,
    allergens: row.allergens,
    pricedByPackedWeight: row.pricedByPackedWeight,
    optionGroups: row.optionGroups,
    soldByPiece: row.soldByPiece,
    averagePieceGrams: row.averagePieceGrams,
    images: images.map(toPublicImage),
    coverImageIndex: row.coverImageIndex,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toPublicBundle(row: BundleRow, items: readonly BundleItemRow[]): PublicBundle {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceCentavos: row.priceCentavos,
    discountPriceCentavos: row.discountPriceCentavos,
    imageUrl: row.imageUrl,
    items: items.map((i) => ({
      productId: i.productId,
      name: i.name,
      quantityGrams: i.quantityGrams,
    })),
    available: bundleAvailable(items),
    separatePriceCentavos: separatePriceCentavos(items),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * One bundle can be bought when it contains something and every product in it is
 * published with at least the grams one bundle takes. (A deleted product leaves the
 * bundle through the foreign key's cascade, so an emptied bundle is unavailable.)
 */
export function bundleAvailable(items: readonly BundleItemRow[]): boolean {
  return (
    items.length > 0 &&
    items.every((i) => i.visibility === 'published' && i.stockGrams >= i.quantityGrams)
  )
}

export function toPublicRecipe(row: RecipeRow, relatedProducts: PublicProduct[]): PublicRecipe {
  return {
    id: row.id,
    title: row.title,
    ingredients: row.ingredients,
    steps: row.steps,
    imageUrl: row.imageUrl,
    category: row.category,
    cookMinutes: row.cookMinutes,
    servings: row.servings,
    difficulty: row.difficulty,
    relatedProducts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toPublicPromo(row: PromoRow): PublicPromo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    link: row.link,
    startDate: row.startDate,
    endDate: row.endDate,
  }
}
