import { z } from 'zod'
import {
  TOO_MANY_HOSTED_PRODUCTS_MESSAGE,
  withinHostedProductCap,
} from '#shared/hosted-store/hosted-product-cap.ts'
import { MAX_MONEY_COLUMN_CENTAVOS } from '#shared/order-size.ts'
import { DEFAULT_RUN_OUT, MAX_OPTION_GROUPS } from '#shared/preparation.ts'
import { cartUnits } from '#shared/pricing.ts'
import {
  chosenOptionSchema,
  lineNoteSchema,
  optionIdSchema,
  runOutChoiceSchema,
} from './preparation.ts'
import { rowIdSchema } from './row-id.ts'

/**
 * `POST /api/cart/quote`: prices the browser's cart from the database. The browser
 * sends only what was chosen (ids, unit, quantity); every price comes back from the
 * server, and lines that can no longer be bought are flagged, never silently priced.
 */
const quantity = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(1000, 'Quantity is too large')

const hostedId = z
  .string()
  .max(64, { message: 'Not a valid hosted-store id', abort: true })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid hosted-store id')

export const cartQuoteLineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    productId: rowIdSchema,
    /** 'piece' only for a product sold by the piece, which is bought in no other unit. */
    unit: z.enum(cartUnits),
    quantity,
    /** The preparation choices (issue 31), one per group at most; prices come from the server. */
    choiceIds: z.array(optionIdSchema).max(MAX_OPTION_GROUPS).optional().default([]),
    /** 'Special instructions' for this line. */
    note: lineNoteSchema,
    /** 'If this runs out'. */
    ifRunsOut: runOutChoiceSchema.optional().default(DEFAULT_RUN_OUT),
  }),
  z.object({ kind: z.literal('bundle'), bundleId: rowIdSchema, quantity, note: lineNoteSchema }),
  // A product of the hosted store: its ids go into the service's URL, so only safe characters.
  z.object({
    kind: z.literal('hosted'),
    productId: hostedId,
    variantId: hostedId,
    quantity,
    // The price the shopper last saw: a different price today is flagged, never charged silently.
    seenUnitPriceCentavos: z.number().int().min(0).max(MAX_MONEY_COLUMN_CENTAVOS).optional(),
  }),
])
export type CartQuoteLine = z.output<typeof cartQuoteLineSchema>
/** A line as the browser sends it (defaults not yet applied). */
export type CartQuoteLineInput = z.input<typeof cartQuoteLineSchema>

export const cartQuoteRequestSchema = z.object({
  lines: z
    .array(cartQuoteLineSchema)
    .max(100, 'A cart holds at most 100 lines')
    // Each different hosted product is a call to the store (hosted-product-cap.ts).
    .refine(withinHostedProductCap, TOO_MANY_HOSTED_PRODUCTS_MESSAGE),
})
export type CartQuoteRequest = z.input<typeof cartQuoteRequestSchema>

export const cartLineStatuses = [
  'ok',
  'unavailable',
  'insufficient_stock',
  'below_minimum',
  /** A hosted-store price differs from the one the shopper saw. */
  'price_changed',
  /** The line alone is more than the shop takes online (#shared/order-size.ts). */
  'too_large',
  /**
   * A preparation choice that does not exist or is switched off, a required group left
   * out, or a unit the product is not sold in (issue 31): the message names the line.
   */
  'choice_invalid',
] as const
export type CartLineStatus = (typeof cartLineStatuses)[number]

export const quotedLineSchema = z.object({
  status: z.enum(cartLineStatuses),
  /** Current name, or the last known one when the item is gone. */
  name: z.string().nullable(),
  unitPriceCentavos: z.int(),
  /** For a line priced by packed weight, the estimate (docs/product-rules.md §13). */
  lineTotalCentavos: z.int(),
  /** True for a product priced by packed weight: its amount is an estimate. */
  pricedByPackedWeight: z.boolean(),
  /** For stock problems: how much can still be bought, in grams. */
  availableGrams: z.int().nullable(),
  /** A sentence for the shopper when status is not 'ok'. */
  message: z.string().nullable(),
  /**
   * Product lines: the price per kilogram charged, the chosen extras included; null for
   * bundle and hosted lines. Optional so hosted and older quotes stay valid.
   */
  pricePerKgCentavos: z.int().nullable().optional(),
  /** Product lines: the preparation choices as priced (empty otherwise). */
  choices: z.array(chosenOptionSchema).optional(),
})
export type QuotedLine = z.infer<typeof quotedLineSchema>

export const cartQuoteSchema = z
  .object({
    lines: z.array(quotedLineSchema),
    /** Sum of the lines whose status is 'ok'. */
    subtotalCentavos: z.int(),
    /**
     * True when a line is 'too_large' or the subtotal is over the order cap
     * (#shared/order-size.ts): checkout refuses this cart with ORDER_TOO_LARGE_MESSAGE.
     */
    tooLarge: z.boolean(),
  })
  .meta({ id: 'CartQuote' })
export type CartQuote = z.infer<typeof cartQuoteSchema>
