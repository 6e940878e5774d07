import { choiceSetKey } from '#shared/preparation-line.ts'
import { lineTotalCentavos } from '#shared/pricing.ts'
import type { CartLineStatus, CartQuoteLineInput, QuotedLine } from '#shared/schemas/cart.ts'
import type { CartQuoteResult } from '#web/cart/api/quote-cart.ts'
import { type CartLine, shownLineTotal, shownUnitPrice } from './cart-rules.ts'
import { toPriceLine } from './quote-line.ts'

/** One cart line as the cart page shows it: server prices once a quote is in. */
export interface PricedLine {
  line: CartLine
  unitPriceCentavos: number
  lineTotalCentavos: number
  status: CartLineStatus
  /** The server's sentence for a flagged line. */
  message: string | null
  /** True when the server says the line is re-priced at its packed weight: its total is an estimate. */
  pricedByPackedWeight: boolean
}

export interface PricedCart {
  lines: PricedLine[]
  /** Sum of the lines that can be bought. */
  subtotalCentavos: number
  flaggedCount: number
  /** True when the server priced exactly these lines (not an earlier version of the cart). */
  confirmed: boolean
  /** True when a line that counts is priced by packed weight: the total is an estimate. */
  estimated: boolean
  /** The server says the order is too large to place online (#shared/order-size.ts). */
  tooLarge: boolean
}

const identity = (l: CartQuoteLineInput) =>
  l.kind === 'bundle'
    ? `bundle:${l.bundleId}`
    : l.kind === 'hosted'
      ? `hosted:${l.productId}:${l.variantId}`
      : `product:${l.productId}:${l.unit}:${choiceSetKey(l.choiceIds ?? [])}`

function priceLine(
  line: CartLine,
  quoted: QuotedLine | undefined,
  sameQuantity: boolean,
): PricedLine {
  if (!quoted || quoted.status === 'unavailable') {
    // No server price yet (or offline): what the shopper saw, an estimate when the line
    // was priced by packed weight as added. A vanished item is not counted.
    return {
      line,
      unitPriceCentavos: shownUnitPrice(line),
      lineTotalCentavos: shownLineTotal(line),
      status: quoted?.status ?? 'ok',
      message: quoted?.message ?? null,
      pricedByPackedWeight:
        !quoted && line.kind === 'product' && line.pricedByPackedWeight === true,
    }
  }
  return {
    line,
    unitPriceCentavos: quoted.unitPriceCentavos,
    lineTotalCentavos: sameQuantity
      ? quoted.lineTotalCentavos
      : lineTotalCentavos(quoted.unitPriceCentavos, line.quantity),
    status: quoted.status,
    message: quoted.message,
    pricedByPackedWeight: quoted.pricedByPackedWeight,
  }
}

/**
 * Joins the stored lines with the server's quote. The quote may answer an earlier
 * version of the cart (kept on screen while the new one loads), so lines are
 * matched by what they are, not by position.
 */
export function priceCart(lines: readonly CartLine[], result?: CartQuoteResult): PricedCart {
  const quoted = new Map<string, { request: CartQuoteLineInput; answer: QuotedLine }>()
  result?.request.lines.forEach((request, i) => {
    const answer = result.quote.lines[i]
    if (answer && !quoted.has(identity(request))) quoted.set(identity(request), { request, answer })
  })

  const current = lines.map(toPriceLine)
  const priced = lines.map((line, i) => {
    const match = quoted.get(identity(current[i]!))
    return priceLine(line, match?.answer, match?.request.quantity === line.quantity)
  })
  const confirmed =
    result !== undefined &&
    result.quote.lines.length === current.length &&
    JSON.stringify(result.request.lines) === JSON.stringify(current)
  const okTotal = priced.reduce((sum, p) => sum + (p.status === 'ok' ? p.lineTotalCentavos : 0), 0)
  return {
    lines: priced,
    subtotalCentavos: confirmed ? result.quote.subtotalCentavos : okTotal,
    flaggedCount: priced.filter((p) => p.status !== 'ok').length,
    confirmed,
    estimated: priced.some((p) => p.status === 'ok' && p.pricedByPackedWeight),
    // Only for exactly these lines: a smaller cart waits for its own answer.
    tooLarge: confirmed && result.quote.tooLarge === true,
  }
}
