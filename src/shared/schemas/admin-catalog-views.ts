import type { TimelineEvent } from '#shared/order-status.ts'
import type { ProductCategory } from '#shared/paths.ts'
import type { Visibility } from './admin-catalog.ts'
import type { PublicBundle, PublicImage, PublicProduct, PublicPromo } from './catalog.ts'

/** What the back office reads: the public shapes plus what only staff see. */

export interface AdminPage<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
  pageCount: number
}

export interface AdminImage extends PublicImage {
  /** The uploaded file behind this image, or null for a plain address. */
  mediaKey: string | null
}

export interface AdminProduct extends Omit<PublicProduct, 'images'> {
  visibility: Visibility
  images: AdminImage[]
}

/** For the bundle and recipe product pickers: every product, drafts marked. */
export interface ProductOption {
  id: number
  name: string
  category: ProductCategory
  visibility: Visibility
  stockGrams: number
}

/** A bundle as staff edit it; whether shoppers can buy it now is the storefront's concern. */
export interface AdminBundle extends Omit<PublicBundle, 'available'> {
  visibility: Visibility
}

export interface AdminRecipe {
  id: number
  title: string
  ingredients: string[]
  steps: string[]
  imageUrl: string | null
  relatedProducts: { id: number; name: string; visibility: Visibility }[]
  visibility: Visibility
  createdAt: string
  updatedAt: string
}

export interface AdminPromo extends PublicPromo {
  visibility: Visibility
  createdAt: string
  updatedAt: string
}

/** `POST /api/admin/media` answer: the stored image and its resized copies. */
export interface UploadedImage {
  mediaKey: string
  /** The widest variant; what `url` fields store. */
  url: string
  width: number
  height: number
  variants: { width: number; url: string }[]
}

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
