import type { CartUnit } from '../../shared/pricing'
import {
  cartUnits,
  effectivePricePerKg,
  lineTotalCentavos,
  unitPriceCentavos,
} from '../../shared/pricing'

/**
 * Cart lines as stored in the browser, and the rules of SPEC.md §4: the same item
 * in the same unit merges, removal is by cartId, a quantity of 0 or less removes
 * the line. Prices here are what the shopper saw when adding; the server re-prices
 * everything (`/api/cart/quote`, and again at checkout).
 */
interface LineBase {
  cartId: string
  id: number
  name: string
  priceCentavos: number
  discountPriceCentavos: number | null
  imageUrl: string | null
  quantity: number
}

export interface ProductCartLine extends LineBase {
  kind: 'product'
  cutType: string
  unit: CartUnit
}

export interface BundleCartLine extends LineBase {
  kind: 'bundle'
  unit: 'bundle'
}

export type CartLine = ProductCartLine | BundleCartLine
export type NewCartLine = Omit<ProductCartLine, 'cartId'> | Omit<BundleCartLine, 'cartId'>

const sameItem = (a: NewCartLine | CartLine, b: CartLine) =>
  a.kind === b.kind && a.id === b.id && a.unit === b.unit

export function addLine(
  lines: readonly CartLine[],
  line: NewCartLine,
  newId: () => string,
): CartLine[] {
  const existing = lines.find((l) => sameItem(line, l))
  if (existing) {
    return lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + line.quantity } : l))
  }
  return [...lines, { ...line, cartId: newId() } as CartLine]
}

export function setLineQuantity(
  lines: readonly CartLine[],
  cartId: string,
  quantity: number,
): CartLine[] {
  if (quantity <= 0) return removeLine(lines, cartId)
  return lines.map((l) => (l.cartId === cartId ? { ...l, quantity: Math.floor(quantity) } : l))
}

export function removeLine(lines: readonly CartLine[], cartId: string): CartLine[] {
  return lines.filter((l) => l.cartId !== cartId)
}

/** What one unit of the line costs as shown: the discount price when present, 500 g at half. */
export function shownUnitPrice(line: CartLine): number {
  const perUnit = effectivePricePerKg(line)
  return line.kind === 'product' ? unitPriceCentavos(perUnit, line.unit) : perUnit
}

export function shownLineTotal(line: CartLine): number {
  return lineTotalCentavos(shownUnitPrice(line), line.quantity)
}

/**
 * The unit as used in '{name} ({qty}{unit}) added to cart' (SPEC.md §4): 'kg',
 * ' bundle', and ' × 500g' for half-kilo units, because '1500g' would read as one
 * and a half kilos when the shopper added one 500 g unit.
 */
export function unitLabel(line: Pick<CartLine, 'unit'>): string {
  if (line.unit === 'bundle') return ' bundle'
  return line.unit === '500g' ? ' × 500g' : line.unit
}

const isPositiveInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0
const isMoney = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0

/**
 * Keeps only well-formed lines from whatever storage held: an old version's
 * lines, hand edits or another app's data must not break the cart page.
 */
export function parseStoredLines(raw: readonly unknown[]): CartLine[] {
  const lines: CartLine[] = []
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue
    const l = item as Record<string, unknown>
    const base =
      typeof l.cartId === 'string' &&
      isPositiveInt(l.id) &&
      typeof l.name === 'string' &&
      isMoney(l.priceCentavos) &&
      (l.discountPriceCentavos === null || isMoney(l.discountPriceCentavos)) &&
      (l.imageUrl === null || typeof l.imageUrl === 'string') &&
      isPositiveInt(l.quantity)
    if (!base) continue
    if (
      l.kind === 'product' &&
      typeof l.cutType === 'string' &&
      cartUnits.includes(l.unit as CartUnit)
    ) {
      lines.push(l as unknown as ProductCartLine)
    } else if (l.kind === 'bundle' && l.unit === 'bundle') {
      lines.push(l as unknown as BundleCartLine)
    }
  }
  return lines
}
