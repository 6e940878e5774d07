import { z } from 'zod'
import { MAX_ROW_ID } from '#shared/row-id.ts'
import { runOutActions, runOutMessages } from '#shared/run-out.ts'

/**
 * `POST /api/admin/orders/:orderId/items/:itemId/run-out` (issue 31 §3): the line ran
 * out; `action` must be what the shopper chose ('replace' names `replacementProductId`),
 * `packingVersion` the order's version staff looked at (a change meanwhile is 409).
 */
export const runOutRequestSchema = z
  .object({
    action: z.enum(runOutActions, { message: 'Choose remove, replace or call' }),
    replacementProductId: z.int().positive().max(MAX_ROW_ID).optional(),
    packingVersion: z.int().min(0).max(MAX_ROW_ID),
  })
  .refine((v) => v.action !== 'replace' || v.replacementProductId !== undefined, {
    message: runOutMessages.replacementRequired,
    path: ['replacementProductId'],
  })
export type RunOutRequest = z.input<typeof runOutRequestSchema>
