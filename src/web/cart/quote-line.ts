import type { CartQuoteLineInput } from '#shared/schemas/cart.ts'
import { type CartLine, shownUnitPrice } from './cart-rules.ts'

/** What the server needs to price a line: the choice, never a price (bar the one a hosted line showed). */
export function toQuoteLine(line: CartLine): CartQuoteLineInput {
  if (line.kind === 'hosted') {
    return {
      kind: 'hosted',
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      seenUnitPriceCentavos: shownUnitPrice(line),
    }
  }
  // Issue 31's fields only when the line has them, so a plain line is asked for as before.
  const note = line.note ? { note: line.note } : {}
  if (line.kind === 'bundle') {
    return { kind: 'bundle', bundleId: line.id, quantity: line.quantity, ...note }
  }
  return {
    kind: 'product',
    productId: line.id,
    unit: line.unit,
    quantity: line.quantity,
    ...(line.choiceIds?.length ? { choiceIds: line.choiceIds } : {}),
    ...note,
    ...(line.ifRunsOut ? { ifRunsOut: line.ifRunsOut } : {}),
  }
}

/**
 * What prices a line: the quote's request without the note and the run-out choice,
 * which change no price, so typing a note does not ask the server again at each key.
 */
export function toPriceLine(line: CartLine): CartQuoteLineInput {
  const quoteLine = toQuoteLine(line)
  if (quoteLine.kind !== 'product' && quoteLine.kind !== 'bundle') return quoteLine
  const { note: _note, ...priced } = quoteLine
  if (priced.kind === 'product') {
    const { ifRunsOut: _ifRunsOut, ...product } = priced
    return product
  }
  return priced
}
