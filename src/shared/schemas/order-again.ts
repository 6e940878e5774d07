import { z } from 'zod'
import { cartUnits } from '#shared/pricing.ts'
import { runOutChoiceSchema } from './preparation.ts'

/**
 * `GET /api/orders/by-token/:token/order-again` (issue 31 §6 'Order again'): an order's
 * lines as cart lines at today's prices and state, and what changed since. Nothing is
 * placed or written; the browser adds the lines to its cart, where the quote prices
 * them again as for any cart.
 */

/** A choice as a cart line shows it ('Thickness: 1.5 in'). */
export const orderAgainChoiceSchema = z.object({
  groupName: z.string(),
  choiceLabel: z.string(),
})

export const orderAgainProductLineSchema = z.object({
  kind: z.literal('product'),
  productId: z.int(),
  /** Today's name. */
  name: z.string(),
  cutType: z.string(),
  unit: z.enum(cartUnits),
  quantity: z.int(),
  /** The choices still offered today, in the groups' order. */
  choiceIds: z.array(z.string()),
  choices: z.array(orderAgainChoiceSchema),
  /** 'Special instructions' as the shopper typed them ('' without). */
  note: z.string(),
  ifRunsOut: runOutChoiceSchema,
  /** Today's price per kilogram with the chosen extras. */
  priceCentavos: z.int(),
  /** Today's discount price per kilogram with the chosen extras, or null without a discount. */
  discountPriceCentavos: z.int().nullable(),
  imageUrl: z.string().nullable(),
  pricedByPackedWeight: z.boolean(),
  soldByPiece: z.boolean(),
  averagePieceGrams: z.int().nullable(),
})

export const orderAgainBundleLineSchema = z.object({
  kind: z.literal('bundle'),
  bundleId: z.int(),
  name: z.string(),
  quantity: z.int(),
  priceCentavos: z.int(),
  discountPriceCentavos: z.int().nullable(),
  imageUrl: z.string().nullable(),
  note: z.string(),
})

export const orderAgainLineSchema = z.discriminatedUnion('kind', [
  orderAgainProductLineSchema,
  orderAgainBundleLineSchema,
])
export type OrderAgainLine = z.infer<typeof orderAgainLineSchema>
export type OrderAgainProductLine = z.infer<typeof orderAgainProductLineSchema>
export type OrderAgainBundleLine = z.infer<typeof orderAgainBundleLineSchema>

export const orderAgainSchema = z
  .object({
    /** In the order's line order; at least one (422 NOTHING_TO_REORDER otherwise). */
    lines: z.array(orderAgainLineSchema),
    /**
     * What the shopper should know, one sentence each: 'Premium Ribeye Steak is no longer
     * available.', 'Ribeye is now ₱1,250.00/kg (was ₱1,200.00)'.
     */
    notices: z.array(z.string()),
  })
  .meta({ id: 'OrderAgain' })
export type OrderAgain = z.infer<typeof orderAgainSchema>
