import { z } from 'zod'
import { TIMELINE_EVENTS } from '#shared/order-status.ts'
import { productCategories } from '#shared/paths.ts'
import { visibilities } from './admin-catalog.ts'

/** `GET /api/admin/dashboard`: the back office's front page (editors and admins). */

/** A stat card: the figure, and its change over the last 30 days against the 30 before. */
export const dashboardStatSchema = z
  .object({
    value: z.number(),
    /** Rounded percent; null when the earlier period had nothing to compare with. */
    changePercent: z.number().nullable(),
  })
  .meta({ id: 'DashboardStat' })
export type DashboardStat = z.infer<typeof dashboardStatSchema>

/** One price lowered after checkout, as the dashboard lists it. */
export const loweredEntrySchema = z.object({
  orderId: z.string(),
  event: z.enum(TIMELINE_EVENTS),
  note: z.string(),
  /** The staff member who recorded it; null once their account is gone. */
  by: z.string().nullable(),
  /** ISO instant. */
  at: z.string(),
})
export type LoweredEntry = z.infer<typeof loweredEntrySchema>

export const dashboardSummarySchema = z.object({
  stats: z.object({
    /** Products in the catalog; change compares products added. */
    products: dashboardStatSchema,
    /** Orders placed in the last 30 days (cancelled excluded). */
    orders: dashboardStatSchema,
    /** Revenue of those orders, centavos: final amounts (packed weights included). */
    revenueCentavos: dashboardStatSchema,
    /** The same orders at their checkout estimates; differs from revenue once packing re-priced lines. */
    estimatedRevenueCentavos: z.int(),
    /**
     * Issue 28 §6: the money those orders brought in (verified GCash payments, cash-on-
     * delivery orders delivered; src/shared/payment-standing.ts).
     */
    paidCentavos: dashboardStatSchema,
    /** The rest of them not cancelled: unpaid totals and balances still open. */
    awaitingCentavos: dashboardStatSchema,
    /** Active subscribers; change compares new subscriptions. */
    subscribers: dashboardStatSchema,
  }),
  /** One entry per Manila calendar day, oldest first, 30 entries ending today. */
  sales: z.array(
    z.object({
      date: z.string(),
      orders: z.int(),
      revenueCentavos: z.int(),
      estimatedRevenueCentavos: z.int(),
      paidCentavos: z.int(),
      awaitingCentavos: z.int(),
    }),
  ),
  recentProducts: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      category: z.enum(productCategories),
      priceCentavos: z.int(),
      stockGrams: z.int(),
      visibility: z.enum(visibilities),
      createdAt: z.string(),
    }),
  ),
  /** Up to 5 products with stock above 0 and below 5 kg, lowest first. */
  lowStock: z.array(z.object({ id: z.int(), name: z.string(), stockGrams: z.int() })),
  outOfStockCount: z.int(),
  pendingOrders: z.int(),
  /**
   * Issue 29: what an admin lowered today (Manila day), oldest first: packed weights
   * below the tolerance and refunds settled. `note` is the timeline's sentence, which
   * names the line, the weights and the amount.
   */
  loweredToday: z.array(loweredEntrySchema),
})
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>
