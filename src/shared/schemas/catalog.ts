import { z } from 'zod'
import {
  DEFAULT_PAGE_SIZE,
  listingCategories,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  productSorts,
} from '#shared/catalog-options.ts'
import { productCategories } from '#shared/paths.ts'
import { recipeDifficulties } from '#shared/recipe-facts.ts'
import { pageOf } from './page.ts'
import { optionGroupSchema } from './preparation.ts'

/** `GET /api/catalog/products` query. Out-of-range values are a 422, not a guess. */
export const productListingQuerySchema = z.object({
  q: z.string().max(MAX_SEARCH_LENGTH, 'Search is too long').optional(),
  category: z.enum(listingCategories).default('all'),
  sort: z.enum(productSorts).default('name'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})
export type ProductListingQuery = z.infer<typeof productListingQuerySchema>

/** A resized WebP copy of an uploaded image, for srcset. */
export const imageVariantSchema = z.object({ width: z.int(), url: z.string() })

/** An image as the storefront shows it; `variants` are resized WebP copies for srcset. */
export const publicImageSchema = z
  .object({
    id: z.int(),
    url: z.string(),
    alt: z.string(),
    width: z.int().nullable(),
    height: z.int().nullable(),
    variants: z.array(imageVariantSchema),
  })
  .meta({ id: 'PublicImage' })
export type PublicImage = z.infer<typeof publicImageSchema>

/** What every product object shows, the back office's included (admin-catalog-views.ts). */
export const productFieldsSchema = z.object({
  id: z.int(),
  name: z.string(),
  category: z.enum(productCategories),
  cutType: z.string(),
  priceCentavos: z.int(),
  discountPerKgCentavos: z.int(),
  /** Price minus the per-kg discount, or null without a discount (docs/product-rules.md §3). */
  discountPriceCentavos: z.int().nullable(),
  sku: z.string(),
  stockGrams: z.int(),
  origin: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  minOrderGrams: z.int(),
  deliveryAreas: z.array(z.string()),
  allergens: z.string(),
  /** 'Priced by packed weight': what the shopper pays is an estimate until staff weigh the line. */
  pricedByPackedWeight: z.boolean(),
  /** Preparation option groups (issue 31), in order; empty for most products. */
  optionGroups: z.array(optionGroupSchema),
  /** Sold by the piece: ordered in pieces of about `averagePieceGrams`, priced by packed weight. */
  soldByPiece: z.boolean(),
  averagePieceGrams: z.int().nullable(),
  coverImageIndex: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

/** A published product. Money in centavos (per kg), weights in grams. */
export const publicProductSchema = productFieldsSchema
  .extend({ images: z.array(publicImageSchema) })
  .meta({ id: 'PublicProduct' })
export type PublicProduct = z.infer<typeof publicProductSchema>

export const productListingSchema = pageOf(publicProductSchema)
export type ProductListing = z.infer<typeof productListingSchema>

export const productDetailSchema = z.object({
  product: publicProductSchema,
  /** Other published products of the same category, at most 4. */
  related: z.array(publicProductSchema),
})
export type ProductDetail = z.infer<typeof productDetailSchema>

/** What a bundle shows shoppers and staff alike. */
export const bundleFieldsSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  priceCentavos: z.int(),
  discountPriceCentavos: z.int().nullable(),
  imageUrl: z.string().nullable(),
  items: z.array(z.object({ productId: z.int(), name: z.string(), quantityGrams: z.int() })),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export const publicBundleSchema = bundleFieldsSchema
  .extend({
    /** False when a contained product is a draft or lacks the stock for one bundle. */
    available: z.boolean(),
    /**
     * Its contents bought separately today (grams × each product's price per kg); null
     * when it holds nothing. The struck-through 'was' price is never shown above it.
     */
    separatePriceCentavos: z.int().nullable(),
  })
  .meta({ id: 'PublicBundle' })
export type PublicBundle = z.infer<typeof publicBundleSchema>

/** What a recipe shows shoppers and staff alike; each side adds its related products. */
export const recipeFieldsSchema = z.object({
  id: z.int(),
  title: z.string(),
  ingredients: z.array(z.string()),
  steps: z.array(z.string()),
  imageUrl: z.string().nullable(),
  /** Which meat it cooks (the recipe category tiles); null for none. */
  category: z.enum(productCategories).nullable(),
  cookMinutes: z.int(),
  servings: z.int(),
  difficulty: z.enum(recipeDifficulties),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export const publicRecipeSchema = recipeFieldsSchema
  .extend({
    /** Published related products only. */
    relatedProducts: z.array(publicProductSchema),
  })
  .meta({ id: 'PublicRecipe' })
export type PublicRecipe = z.infer<typeof publicRecipeSchema>

export const publicPromoSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    link: z.string().nullable(),
    /** Calendar dates in Manila, 'YYYY-MM-DD'. */
    startDate: z.string(),
    endDate: z.string(),
  })
  .meta({ id: 'PublicPromo' })
export type PublicPromo = z.infer<typeof publicPromoSchema>

/** A whole list in one answer: `{ items }`. */
export const listOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item) })

export interface ListOf<T> {
  items: T[]
}
