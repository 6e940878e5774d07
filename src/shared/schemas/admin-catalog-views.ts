import { z } from 'zod'
import type { TimelineEvent } from '#shared/order-status.ts'
import type { ProductCategory } from '#shared/paths.ts'
import { productCategories } from '#shared/paths.ts'
import { type Visibility, visibilitySchema } from './admin-catalog.ts'
import {
  bundleFieldsSchema,
  imageVariantSchema,
  productFieldsSchema,
  publicImageSchema,
  publicPromoSchema,
  recipeFieldsSchema,
} from './catalog.ts'

/** What the back office reads: the public shapes plus what only staff see. */

export interface AdminPage<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
  pageCount: number
}

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
  ...withVisibility,
})
export type ProductOption = z.infer<typeof productOptionSchema>

/** A bundle as staff edit it; whether shoppers can buy it now is the storefront's concern. */
export const adminBundleSchema = bundleFieldsSchema
  .extend(withVisibility)
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

/** A stat card: the figure, and its change over the last 30 days against the 30 before. */
export interface DashboardStat {
  value: number
  /** Rounded percent; null when the earlier period had nothing to compare with. */
  changePercent: number | null
}

export interface DashboardSummary {
  stats: {
    /** Products in the catalog; change compares products added. */
    products: DashboardStat
    /** Orders placed in the last 30 days (cancelled excluded). */
    orders: DashboardStat
    /** Revenue of those orders, centavos: final amounts (packed weights included). */
    revenueCentavos: DashboardStat
    /** The same orders at their checkout estimates; differs from revenue once packing re-priced lines. */
    estimatedRevenueCentavos: number
    /**
     * Issue 28 §6: the money those orders brought in (verified GCash payments, cash-on-
     * delivery orders delivered; src/shared/payment-standing.ts).
     */
    paidCentavos: DashboardStat
    /** The rest of them not cancelled: unpaid totals and balances still open. */
    awaitingCentavos: DashboardStat
    /** Active subscribers; change compares new subscriptions. */
    subscribers: DashboardStat
  }
  /** One entry per Manila calendar day, oldest first, 30 entries ending today. */
  sales: {
    date: string
    orders: number
    revenueCentavos: number
    estimatedRevenueCentavos: number
    paidCentavos: number
    awaitingCentavos: number
  }[]
  recentProducts: {
    id: number
    name: string
    category: ProductCategory
    priceCentavos: number
    stockGrams: number
    visibility: Visibility
    createdAt: string
  }[]
  /** Up to 5 products with stock above 0 and below 5 kg, lowest first. */
  lowStock: { id: number; name: string; stockGrams: number }[]
  outOfStockCount: number
  pendingOrders: number
  /**
   * Issue 29: what an admin lowered today (Manila day), oldest first: packed weights
   * below the tolerance and refunds settled. `note` is the timeline's sentence, which
   * names the line, the weights and the amount.
   */
  loweredToday: LoweredEntry[]
}

/** One price lowered after checkout, as the dashboard lists it. */
export interface LoweredEntry {
  orderId: string
  event: TimelineEvent
  note: string
  /** The staff member who recorded it; null once their account is gone. */
  by: string | null
  /** ISO instant. */
  at: string
}
