import { z } from 'zod'
import {
  MAX_HEAVIER_AGREED_NOTE_LENGTH,
  MAX_PACKED_GRAMS,
  packedWeightMessages,
} from '#shared/packed-weight.ts'
import { MAX_ROW_ID } from '#shared/row-id.ts'
import { parseKg } from '#shared/weight.ts'

/**
 * `PUT /api/admin/orders/:orderId/items/:itemId/packed-weight` (docs/product-rules.md §13):
 * the weight packed, the order's packing version staff looked at (a weight recorded
 * meanwhile by someone else is 409), and, for a weight beyond the tolerance, the
 * staff's confirmation (without it: 422 `confirmation_required`). A line is never charged
 * above the top of its range (issue 28 §4) unless `chargeAbove` is sent with
 * `heavierAgreedNote`, who agreed and how ('Customer agreed by phone'); `chargeAbove`
 * without the note is 422 on `heavierAgreedNote`.
 */
export const recordPackedWeightSchema = z.object({
  packedGrams: z
    .number({ message: packedWeightMessages.weightRequired })
    .int(packedWeightMessages.weightRequired)
    .positive(packedWeightMessages.weightRequired)
    .max(MAX_PACKED_GRAMS, packedWeightMessages.weightRequired),
  packingVersion: z.number().int().min(0).max(MAX_ROW_ID),
  confirmBeyondTolerance: z.boolean().optional().default(false),
  chargeAbove: z.boolean().optional().default(false),
  heavierAgreedNote: z
    .string()
    .max(MAX_HEAVIER_AGREED_NOTE_LENGTH, packedWeightMessages.agreementTooLong)
    .trim()
    .optional(),
})
export type RecordPackedWeightRequest = z.input<typeof recordPackedWeightSchema>

/** The staff's field: kilograms as the scale reads them ('1.07', '1.070 kg'), to whole grams. */
export const packedKgSchema = z
  .string({ message: packedWeightMessages.weightRequired })
  .trim()
  // Longer than any weight in range: refused before the pattern runs.
  .max(16, { message: packedWeightMessages.weightRequired, abort: true })
  .transform((typed, ctx) => {
    const grams = parseKg(typed)
    if (grams === null || grams <= 0 || grams > MAX_PACKED_GRAMS) {
      ctx.addIssue({ code: 'custom', message: packedWeightMessages.weightRequired })
      return z.NEVER
    }
    return grams
  })
