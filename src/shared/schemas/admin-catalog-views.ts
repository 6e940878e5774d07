import { z } from 'zod'
import { productCategories } from '#shared/paths.ts'
import { visibilitySchema } from './admin-catalog.ts'
import {
  bundleFieldsSchema,
  imageVariantSchema,
  productFieldsSchema,
  publicImageSchema,
  publicPromoSchema,
  recipeFieldsSchema,
} from './catalog.ts'
import type { Page } from './page.ts'

/** What the back office reads: the public shapes plus what only staff see. */

/** A page of a back-office list: `pageOf(schema)` (page.ts). */
export type AdminPage<T> = Page<T>

/** Staff see each row's visibility. */
const withVisibility = { visibility: visibilitySchema }

export const adminImageSchema = publicImageSchema.extend({
  /** The uploaded file behind this image, or null for a plain address. */
  mediaKey: z.string().nullable(),
})
export type AdminImage = z.infer<typeof adminImageSchema>

export const adminProductSchema = productFieldsSchema
  .extend({ ...withVisibility, images: z.array(adminImageSchema) })
  .meta({ id: 'AdminProduct' })
export type AdminProduct = z.infer<typeof adminProductSchema>

/** For the bundle and recipe product pickers: every product, drafts marked. */
export const productOptionSchema = z.object({
  id: z.int(),
  name: z.string(),
  category: z.enum(productCategories),
  stockGrams: z.int(),
  /** What a kilogram costs today (the run-out replacement picker compares it). */
  pricePerKgCentavos: z.int().optional(),
  ...withVisibility,
})
export type ProductOption = z.infer<typeof productOptionSchema>

/** A bundle as staff edit it; whether shoppers can buy it now is the storefront's concern. */
export const adminBundleSchema = bundleFieldsSchema
  .extend({
    ...withVisibility,
    /** Its contents bought separately today, to check the base price against (issue 31 §7). */
    separatePriceCentavos: z.int().nullable(),
  })
  .meta({ id: 'AdminBundle' })
export type AdminBundle = z.infer<typeof adminBundleSchema>

export const adminRecipeSchema = recipeFieldsSchema
  .extend({
    relatedProducts: z.array(z.object({ id: z.int(), name: z.string(), ...withVisibility })),
    ...withVisibility,
  })
  .meta({ id: 'AdminRecipe' })
export type AdminRecipe = z.infer<typeof adminRecipeSchema>

export const adminPromoSchema = publicPromoSchema
  .extend({ ...withVisibility, createdAt: z.string(), updatedAt: z.string() })
  .meta({ id: 'AdminPromo' })
export type AdminPromo = z.infer<typeof adminPromoSchema>

/** `POST /api/admin/media` answer: the stored image and its resized copies. */
export const uploadedImageSchema = z
  .object({
    mediaKey: z.string(),
    /** The widest variant; what `url` fields store. */
    url: z.string(),
    width: z.int(),
    height: z.int(),
    variants: z.array(imageVariantSchema),
  })
  .meta({ id: 'UploadedImage' })
export type UploadedImage = z.infer<typeof uploadedImageSchema>
