import { eq } from 'drizzle-orm'
import type { bundles, promos, recipes } from '#server/db/schema/catalog.ts'
import { products } from '#server/db/schema/catalog.ts'

/**
 * The catalog rows as its repos read them, and the column sets that produce them:
 * the mappers (catalog-mappers.ts) take these types, so only repos know the tables.
 */

/** What the storefront shows of a product (everything but visibility). */
export const productColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  cutType: products.cutType,
  priceCentavos: products.priceCentavos,
  discountPerKgCentavos: products.discountPerKgCentavos,
  sku: products.sku,
  stockGrams: products.stockGrams,
  origin: products.origin,
  description: products.description,
  tags: products.tags,
  minOrderGrams: products.minOrderGrams,
  deliveryAreas: products.deliveryAreas,
  allergens: products.allergens,
  pricedByPackedWeight: products.pricedByPackedWeight,
  optionGroups: products.optionGroups,
  soldByPiece: products.soldByPiece,
  averagePieceGrams: products.averagePieceGrams,
  coverImageIndex: products.coverImageIndex,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
}

export const isPublished = eq(products.visibility, 'published')

export type ProductRow = Omit<
  typeof products.$inferSelect,
  'visibility' | 'effectivePriceCentavos' | 'searchText' | 'soldOut'
>
export type BundleRow = typeof bundles.$inferSelect
export type RecipeRow = typeof recipes.$inferSelect
export type PromoRow = typeof promos.$inferSelect
export type Visibility = BundleRow['visibility']

export interface ImageRow {
  id: number
  productId: number
  url: string
  alt: string
  mediaKey: string | null
  /** From the uploaded image's media asset (left join); null for a plain address. */
  mediaWidth: number | null
  mediaHeight: number | null
  variantWidths: number[] | null
}

export interface BundleItemRow {
  bundleId: number
  productId: number
  name: string
  quantityGrams: number
  visibility: Visibility
  stockGrams: number
  /** The product's effective price per kilogram today (its contents bought separately). */
  pricePerKgCentavos: number
}
