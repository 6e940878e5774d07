import { z } from 'zod'
import {
  DEFAULT_PAGE_SIZE,
  listingCategories,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  productSorts,
} from '#shared/catalog-options.ts'
import type { ProductCategory } from '#shared/paths.ts'

/** `GET /api/catalog/products` query. Out-of-range values are a 422, not a guess. */
export const productListingQuerySchema = z.object({
  q: z.string().max(MAX_SEARCH_LENGTH, 'Search is too long').optional(),
  category: z.enum(listingCategories).default('all'),
  sort: z.enum(productSorts).default('name'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})
export type ProductListingQuery = z.infer<typeof productListingQuerySchema>

/** An image as the storefront shows it; `variants` are resized WebP copies for srcset. */
export interface PublicImage {
  id: number
  url: string
  alt: string
  width: number | null
  height: number | null
  variants: { width: number; url: string }[]
}

/** A published product. Money in centavos (per kg), weights in grams. */
export interface PublicProduct {
  id: number
  name: string
  category: ProductCategory
  cutType: string
  priceCentavos: number
  discountPerKgCentavos: number
  /** Price minus the per-kg discount, or null without a discount (docs/product-rules.md §3). */
  discountPriceCentavos: number | null
  sku: string
  stockGrams: number
  origin: string
  description: string
  tags: string[]
  minOrderGrams: number
  deliveryAreas: string[]
  allergens: string
  /** 'Priced by packed weight': what the shopper pays is an estimate until staff weigh the line. */
  pricedByPackedWeight: boolean
  images: PublicImage[]
  coverImageIndex: number
  createdAt: string
  updatedAt: string
}

export interface ProductListing {
  items: PublicProduct[]
  total: number
  page: number
  pageSize: number
  pageCount: number
}

export interface ProductDetail {
  product: PublicProduct
  /** Other published products of the same category, at most 4. */
  related: PublicProduct[]
}

export interface PublicBundle {
  id: number
  name: string
  description: string
  priceCentavos: number
  discountPriceCentavos: number | null
  imageUrl: string | null
  items: { productId: number; name: string; quantityGrams: number }[]
  /** False when a contained product is a draft or lacks the stock for one bundle. */
  available: boolean
  createdAt: string
  updatedAt: string
}

export interface PublicRecipe {
  id: number
  title: string
  ingredients: string[]
  steps: string[]
  imageUrl: string | null
  /** Published related products only. */
  relatedProducts: PublicProduct[]
  createdAt: string
  updatedAt: string
}

export interface PublicPromo {
  id: number
  title: string
  description: string
  imageUrl: string | null
  link: string | null
  /** Calendar dates in Manila, 'YYYY-MM-DD'. */
  startDate: string
  endDate: string
}

export interface ListOf<T> {
  items: T[]
}
