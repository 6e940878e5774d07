import type { PricedCart } from '#server/cart/price-cart.ts'
import { validationFailed } from '#server/http/errors.ts'
import { ORDER_TOO_LARGE_MESSAGE } from '#shared/order-size.ts'

/**
 * Checkout's side of the size caps (#shared/order-size.ts, decision 0084): an order the
 * quote flagged as too large is refused with 422 before anything is written, naming each
 * line over the line cap (`lines.<i>`), or the whole cart when only the sum is over.
 * Without it, sums past a money column's range reached the database as a 500.
 */
export function refuseTooLarge(priced: PricedCart): void {
  if (!priced.quote.tooLarge) return
  const fields: Record<string, string> = {}
  priced.quote.lines.forEach((line, i) => {
    if (line.status === 'too_large') fields[`lines.${i}`] = line.message ?? ORDER_TOO_LARGE_MESSAGE
  })
  if (Object.keys(fields).length === 0) fields.lines = ORDER_TOO_LARGE_MESSAGE
  throw validationFailed(fields, ORDER_TOO_LARGE_MESSAGE)
}
