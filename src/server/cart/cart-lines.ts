import { isLineTooLarge, isOrderTooLarge, lineTooLargeMessage } from '#shared/order-size.ts'
import type { ChosenOption } from '#shared/preparation.ts'
import { lineTotalCentavos } from '#shared/pricing.ts'
import type { CartQuoteLine, QuotedLine } from '#shared/schemas/cart.ts'
import { formatKg } from '#shared/weight.ts'

/**
 * The rules of a priced cart that need no database: building lines, and flagging
 * the ones that the stock or a minimum order forbids. Pure, so they are unit-tested
 * and checkout applies exactly what the quote showed.
 */

/** What a line takes from one product's stock. */
export interface StockTake {
  productId: number
  grams: number
}

export interface PricedLine extends QuotedLine {
  request: CartQuoteLine
  /** Stock this line needs; empty for an unavailable line. */
  takes: StockTake[]
  /**
   * A product line's price per kilogram, its chosen extras included, copied onto the
   * order item (packing re-prices at it); null for other lines.
   */
  pricePerKgCentavos: number | null
  /** A product line's preparation choices as priced (issue 31); empty for other lines. */
  choices: ChosenOption[]
  /** A line by the piece: a piece's average weight, kept on the order item; null otherwise. */
  averagePieceGrams: number | null
}

/** What a product line adds to its price: how a packed weight re-prices it, and its choices. */
export interface ByWeight {
  pricePerKgCentavos: number
  pricedByPackedWeight: boolean
  choices?: ChosenOption[]
  averagePieceGrams?: number | null
}

/** What the rules need to know of a product. */
export interface ProductStock {
  id: number
  name: string
  stockGrams: number
  minOrderGrams: number
}

export function okLine(
  request: CartQuoteLine,
  name: string,
  unitPrice: number,
  takes: StockTake[],
  byWeight?: ByWeight,
): PricedLine {
  return {
    request,
    takes,
    status: 'ok',
    name,
    unitPriceCentavos: unitPrice,
    lineTotalCentavos: lineTotalCentavos(unitPrice, request.quantity),
    pricedByPackedWeight: byWeight?.pricedByPackedWeight ?? false,
    pricePerKgCentavos: byWeight?.pricePerKgCentavos ?? null,
    choices: byWeight?.choices ?? [],
    averagePieceGrams: byWeight?.averagePieceGrams ?? null,
    availableGrams: null,
    message: null,
  }
}

/** Not for sale: flagged and left unpriced, never priced from what the browser kept. */
export function unavailableLine(
  request: CartQuoteLine,
  name: string | null,
  message: string,
  status: 'unavailable' | 'choice_invalid' = 'unavailable',
): PricedLine {
  return {
    request,
    takes: [],
    status,
    name,
    unitPriceCentavos: 0,
    lineTotalCentavos: 0,
    pricedByPackedWeight: false,
    pricePerKgCentavos: null,
    choices: [],
    averagePieceGrams: null,
    availableGrams: null,
    message,
  }
}

/**
 * A product line that cannot be priced as asked (issue 31): a choice that does not
 * exist or is switched off, a required group left out, a unit the product is not sold
 * in. Flagged like an unavailable line, unpriced, with a message naming the line.
 */
export function choiceInvalidLine(
  request: CartQuoteLine,
  name: string,
  message: string,
): PricedLine {
  return unavailableLine(request, name, message, 'choice_invalid')
}

/**
 * Flags, among the 'ok' lines:
 * - 'insufficient_stock' when all the lines drawing on one product (bundles included)
 *   need more than its stock; every such line is flagged, naming the product;
 * - 'below_minimum' when the grams of a product in its own lines (kg and 500 g
 *   together) are under its minimum order; lines by the piece have none (one piece
 *   is the least a shopper can order).
 * Returns the grams needed per product by the lines that are not unavailable.
 */
export function applyStockRules(
  lines: PricedLine[],
  productById: ReadonlyMap<number, ProductStock>,
): Map<number, number> {
  const needed = new Map<number, number>()
  const ordered = new Map<number, number>()
  for (const line of lines) {
    for (const take of line.takes) add(needed, take.productId, take.grams)
    if (line.request.kind === 'product' && line.takes[0]) {
      add(ordered, line.request.productId, line.takes[0].grams)
    }
  }
  for (const line of lines) {
    if (line.status !== 'ok') continue
    const short = line.takes
      .map((take) => productById.get(take.productId)!)
      .find((p) => (needed.get(p.id) ?? 0) > p.stockGrams)
    if (short) {
      line.status = 'insufficient_stock'
      line.availableGrams = short.stockGrams
      line.message =
        short.stockGrams > 0
          ? `Only ${formatKg(short.stockGrams)} of ${short.name} left.`
          : `${short.name} is out of stock.`
      continue
    }
    if (line.request.kind !== 'product' || line.request.unit === 'piece') continue
    const product = productById.get(line.request.productId)!
    if ((ordered.get(product.id) ?? 0) < product.minOrderGrams) {
      line.status = 'below_minimum'
      line.message = `The minimum order for ${product.name} is ${formatKg(product.minOrderGrams)}.`
    }
  }
  return needed
}

/**
 * Flags each 'ok' line whose total is over the line cap as 'too_large' (naming it), so
 * it no longer counts in the subtotal; says whether the cart as a whole is too large to
 * order online: such a line, or a subtotal over the order cap (#shared/order-size.ts).
 */
export function applySizeCaps(lines: PricedLine[]): boolean {
  for (const line of lines) {
    if (line.status !== 'ok' || !isLineTooLarge(line.lineTotalCentavos)) continue
    line.status = 'too_large'
    line.message = lineTooLargeMessage(line.name ?? 'This item')
  }
  return lines.some((l) => l.status === 'too_large') || isOrderTooLarge(subtotalOf(lines))
}

/** Sum of the lines that can be bought as they are. */
export function subtotalOf(lines: readonly QuotedLine[]): number {
  return lines.reduce((sum, l) => (l.status === 'ok' ? sum + l.lineTotalCentavos : sum), 0)
}

function add(map: Map<number, number>, key: number, grams: number) {
  map.set(key, (map.get(key) ?? 0) + grams)
}
