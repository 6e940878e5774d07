import { z } from 'zod'
import { MAX_ROW_ID, ROW_ID_DIGITS, ROW_ID_TEXT } from '#shared/row-id.ts'

/** A row id in a request body: a positive integer within int4. */
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID)

/**
 * A row id written as text (a path's `:id`, a query's `zoneId`), read by the one
 * rule of src/shared/row-id.ts; every refusal says `message`.
 */
export function rowIdTextSchema(message: string) {
  return z
    .string({ message })
    .max(ROW_ID_DIGITS, { message, abort: true })
    .regex(ROW_ID_TEXT, message)
    .transform(Number)
    .pipe(z.number().int().positive(message).max(MAX_ROW_ID, message))
}

/** `{ id }` of a URL path: a row id written as text. */
export function pathIdSchema(message = 'Not a valid id') {
  return z.object({ id: rowIdTextSchema(message) })
}
