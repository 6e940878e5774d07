import { MAX_ORDER_ID_LENGTH } from '#shared/order-id.ts'
import { pathIdSchema } from '#shared/schemas/row-id.ts'
import { notFound } from './errors.ts'

const rowIdInPath = pathIdSchema()

/**
 * The row id in a URL path, for every route with one. Anything but plain digits
 * within int4 ('abc', '0x1', ' 1', '99999999999') names no row, so it gets the
 * route's usual 404 (`That bundle could not be found.`), exactly as an id of a
 * row that does not exist would: one answer for every id that names nothing.
 */
export function pathId(raw: string | undefined, what: string): number {
  const parsed = rowIdInPath.safeParse({ id: raw ?? '' })
  if (!parsed.success) throw notFound(what)
  return parsed.data.id
}

/**
 * A text id in a URL path (an order id). One longer than any order id, or holding
 * NUL (which PostgreSQL text cannot store), names nothing: the route's usual 404,
 * not a query (nor a 500).
 */
export function pathTextId(raw: string | undefined, what: string): string {
  const id = raw ?? ''
  if (id.length > MAX_ORDER_ID_LENGTH || id.includes('\u0000')) throw notFound(what)
  return id
}
