import { z } from 'zod'
import { MAX_PRODUCT_IMAGES } from '#shared/media.ts'
import { productCategories } from '#shared/paths.ts'
import { recipeDifficulties } from '#shared/recipe-facts.ts'
import {
  addressPattern,
  kilograms,
  kilogramsText,
  optionalAddress,
  optionalPesos,
  pesos,
  pesosText,
  requiredText,
  textWithDefault,
  typed,
} from './form-fields.ts'
import { optionGroupsInputSchema } from './preparation.ts'
import { rowIdSchema } from './row-id.ts'

/**
 * What staff send to create or edit catalog items (docs/product-rules.md §3 and §5). The forms
 * validate with these schemas and the server validates the same request again, so
 * a rule can never hold in one place and not the other. Amounts arrive as typed
 * (pesos and kilograms, strings or numbers) and leave as integer centavos and grams.
 */

/** A rule between two fields: the issue goes on `field`, the one a person would change. */
function refuseWhen(ctx: z.RefinementCtx, broken: boolean, field: string, message: string) {
  if (broken) ctx.addIssue({ code: 'custom', path: [field], message })
}

export const visibilities = ['published', 'draft'] as const
export type Visibility = (typeof visibilities)[number]
export const visibilitySchema = z.enum(visibilities)

export const DEFAULT_DELIVERY_AREAS = ['Metro Manila', 'Cavite', 'Laguna'] as const

/** 'Metro Manila, Cavite' or ['Metro Manila', 'Cavite']: trimmed, empties dropped. */
const deliveryAreasSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => {
    const list = (typeof v === 'string' ? v.split(',') : (v ?? []))
      .map((a) => a.trim())
      .filter((a) => a !== '')
    return list.length > 0 ? [...new Set(list)] : [...DEFAULT_DELIVERY_AREAS]
  })
  .pipe(
    z
      .array(z.string().max(80, 'Each delivery area must be at most 80 characters'))
      .max(20, 'At most 20 delivery areas'),
  )

export const productImageInputSchema = z.object({
  url: z.string().trim().max(2000),
  alt: z.string().trim().max(200).optional().default(''),
  /** Set for an uploaded image (POST /api/admin/media); null for a plain address. */
  mediaKey: z.string().max(100).nullable().optional().default(null),
})

export const productInputSchema = z
  .object({
    name: requiredText('Name', 120),
    category: z.enum(productCategories, { error: 'Choose a category' }),
    cutType: requiredText('Cut type', 80),
    price: pesos('Price', { min: 1, max: 10_000_000 }),
    discountPerKg: typed
      .optional()
      .transform((v) => (v === undefined || v === '' ? '0' : v))
      .pipe(pesosText('Discount per kg', { max: 10_000 })),
    sku: requiredText('SKU', 60),
    stock: kilograms('Stock', 3, 100_000),
    origin: textWithDefault('Local', 80).pipe(z.string().min(1, 'Origin is required')),
    minOrder: kilograms('Minimum order', 1, 1_000),
    description: requiredText('Description', 5000),
    /** NEW and other hand-set tags; SALE and SOLD OUT are derived on the server. */
    tags: z
      .array(z.string().trim().max(30, 'Tags must be at most 30 characters'))
      .max(10)
      .optional()
      .default([]),
    visibility: visibilitySchema.optional().default('published'),
    deliveryAreas: deliveryAreasSchema,
    allergens: textWithDefault('None', 300),
    /** 'Priced by packed weight' (docs/product-rules.md §13); left out, the product is not. */
    pricedByPackedWeight: z.boolean().optional().default(false),
    /** Preparation options (issue 31 §1); the server gives new groups and choices their ids. */
    optionGroups: optionGroupsInputSchema,
    /**
     * Sold by the piece (issue 31 §4), with a piece's average weight in grams (10–5,000);
     * such a product is always priced by packed weight.
     */
    soldByPiece: z.boolean().optional().default(false),
    averagePieceGrams: z.coerce
      .number({ message: 'Average weight must be a number of grams' })
      .int('Average weight must be whole grams')
      .min(10, 'Average weight must be at least 10 g')
      .max(5000, 'Average weight must be at most 5,000 g')
      .nullable()
      .optional()
      .default(null),
    images: z
      .array(productImageInputSchema)
      .optional()
      .default([])
      // Images with an empty address are dropped (docs/product-rules.md §5), then counted.
      .transform((list) => list.filter((i) => i.url !== ''))
      .pipe(
        z
          .array(
            z.object({
              url: z
                .string()
                .refine(
                  (v) => addressPattern.test(v),
                  'Image address must start with / or https://',
                ),
              alt: z.string(),
              mediaKey: z.string().nullable(),
            }),
          )
          .max(MAX_PRODUCT_IMAGES, 'You can only upload a maximum of 5 images.'),
      ),
    coverImageIndex: z.coerce.number().int().min(0).optional().default(0),
  })
  .superRefine((p, ctx) => {
    refuseWhen(
      ctx,
      p.discountPerKg > p.price,
      'discountPerKg',
      'Discount per kg cannot be more than the price',
    )
    refuseWhen(
      ctx,
      p.soldByPiece && p.averagePieceGrams === null,
      'averagePieceGrams',
      'Enter the average weight of a piece',
    )
  })
  // A cover beyond the list (the cover was removed) falls back to the first image.
  .transform((p) => ({
    ...p,
    coverImageIndex: p.coverImageIndex < p.images.length ? p.coverImageIndex : 0,
    // A piece is weighed when packed, so a product sold by the piece is priced by packed weight.
    pricedByPackedWeight: p.pricedByPackedWeight || p.soldByPiece,
    averagePieceGrams: p.soldByPiece ? p.averagePieceGrams : null,
  }))
export type ProductInput = z.input<typeof productInputSchema>
export type ProductWrite = z.output<typeof productInputSchema>

export const bundleInputSchema = z
  .object({
    name: requiredText('Name', 120),
    description: requiredText('Description', 2000),
    price: pesos('Base price', { min: 1, max: 10_000_000 }),
    discountPrice: optionalPesos('Discounted price', { max: 10_000_000 }),
    imageUrl: optionalAddress('Image URL'),
    /** Products chosen by checkboxes, each with the kilograms one bundle takes (default 1). */
    items: z
      .array(
        z.object({
          productId: rowIdSchema,
          quantity: typed
            .optional()
            .transform((v) => (v === undefined || v === '' ? '1' : v))
            .pipe(kilogramsText('Quantity', 3, 1_000))
            .refine((g) => g > 0, 'Quantity must be more than 0 kg'),
        }),
      )
      .min(1, 'Choose at least one product')
      .max(50)
      .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
        message: 'Each product can be chosen once',
      }),
    visibility: visibilitySchema.optional().default('published'),
  })
  .superRefine((b, ctx) =>
    refuseWhen(
      ctx,
      b.discountPrice !== null && b.discountPrice > b.price,
      'discountPrice',
      'The discounted price cannot be more than the base price',
    ),
  )
export type BundleInput = z.input<typeof bundleInputSchema>
export type BundleWrite = z.output<typeof bundleInputSchema>

/** Ingredient and step rows: empty ones are dropped on save (docs/product-rules.md §5). */
const textRows = (label: string) =>
  z
    .array(z.string().max(1000, `Each ${label} must be at most 1000 characters`))
    .optional()
    .default([])
    .transform((rows) => rows.map((r) => r.trim()).filter((r) => r !== ''))
    .pipe(z.array(z.string()).max(100, `At most 100 ${label}s`))

export const recipeInputSchema = z.object({
  title: requiredText('Title', 160),
  ingredients: textRows('ingredient'),
  steps: textRows('step'),
  imageUrl: optionalAddress('Image URL'),
  /** Published products only; the server refuses a draft or unknown id. */
  relatedProductIds: z
    .array(rowIdSchema)
    .max(20)
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids)]),
  visibility: visibilitySchema.optional().default('published'),
  /** Issue 31 §7: which meat it cooks (empty: none), its time, servings and difficulty. */
  category: z
    .union([z.enum(productCategories), z.literal('')])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  cookMinutes: z.coerce
    .number({ message: 'Time must be a number of minutes' })
    .int('Time must be whole minutes')
    .min(1, 'Time must be at least 1 minute')
    .max(2880, 'Time must be at most 2,880 minutes')
    .optional()
    .default(30),
  servings: z.coerce
    .number({ message: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(100, 'Servings must be at most 100')
    .optional()
    .default(4),
  difficulty: z
    .enum(recipeDifficulties, { error: 'Choose a difficulty' })
    .optional()
    .default('Easy'),
})
export type RecipeInput = z.input<typeof recipeInputSchema>
export type RecipeWrite = z.output<typeof recipeInputSchema>

const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(10, { message: `${label} must be a date`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date`)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${label} must be a date`,
    )

export const promoInputSchema = z
  .object({
    title: requiredText('Title', 160),
    description: requiredText('Description', 2000),
    imageUrl: optionalAddress('Image URL'),
    link: optionalAddress('Link'),
    startDate: isoDate('Start date'),
    endDate: isoDate('End date'),
    visibility: visibilitySchema.optional().default('published'),
  })
  .superRefine((p, ctx) =>
    refuseWhen(
      ctx,
      p.endDate < p.startDate,
      'endDate',
      'The end date cannot be before the start date',
    ),
  )
export type PromoInput = z.input<typeof promoInputSchema>
export type PromoWrite = z.output<typeof promoInputSchema>

export const visibilityInputSchema = z.object({ visibility: visibilitySchema })

export const adminStatusFilters = ['all', 'published', 'draft'] as const
export type AdminStatusFilter = (typeof adminStatusFilters)[number]
export const ADMIN_PAGE_SIZE = 20

/** `GET /api/admin/{products|bundles|recipes|promos}` query. */
export const adminListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional().default(''),
  status: z.enum(adminStatusFilters).optional().default('all'),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(ADMIN_PAGE_SIZE),
})
export const adminProductListQuerySchema = adminListQuerySchema.extend({
  category: z
    .enum(['all', ...productCategories])
    .optional()
    .default('all'),
})
export type AdminListQuery = z.output<typeof adminListQuerySchema>
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>
