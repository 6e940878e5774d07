import { z } from 'zod'

/**
 * The largest row id PostgreSQL's `serial` (int4) holds. A larger number names no
 * row, and sent to the database it fails the query ('out of range', a 500), so
 * request schemas refuse it as bad input instead.
 */
export const MAX_ROW_ID = 2_147_483_647

/** A row id in a request body: a positive integer within int4. */
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID)

/**
 * `{ id }` of a URL path: digits only, then a row id. Not z.coerce: it reads '0x1',
 * '1e0' and ' 1' as 1, so a mistyped DELETE could remove a row its path never named.
 */
export function pathIdSchema(message = 'Not a valid id') {
  return z.object({
    id: z
      .string()
      .max(10, { message, abort: true })
      .regex(/^\d{1,10}$/, message)
      .transform(Number)
      .pipe(z.number().int().positive(message).max(MAX_ROW_ID, message)),
  })
}
