import { hostedLineTitle as sharedHostedLineTitle } from '#shared/hosted-store/hosted-line-title.ts'
import {
  choiceSetKey,
  MAX_LINE_NOTE_LENGTH,
  MAX_OPTION_GROUPS,
  OPTION_ID_PATTERN,
  type RunOutChoice,
  runOutChoices,
} from '#shared/preparation-line.ts'
import type { CartUnit } from '#shared/pricing.ts'
import {
  cartUnits,
  effectivePricePerKg,
  lineTotalCentavos,
  unitPriceCentavos,
} from '#shared/pricing.ts'

/**
 * Cart lines as stored in the browser, and the rules of docs/product-rules.md §4: the same item
 * in the same unit with the same preparation choices merges (issue 31), removal is by cartId, a quantity of 0 or less removes
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
  /**
   * The product is priced by packed weight (docs/product-rules.md §13), as it was when
   * added, so the cart says 'Estimated Total' before (or without) the server's quote.
   * Absent on lines stored before the cart kept it: the quote tells.
   */
  pricedByPackedWeight?: boolean
  /**
   * The preparation choices (issue 31), by id: what the server prices. A line's
   * `priceCentavos` and `discountPriceCentavos` are per kg with the chosen extras in.
   */
  choiceIds?: string[]
  /** The choices as the shopper read them when adding, for the cart to show. */
  choices?: { groupName: string; choiceLabel: string }[]
  /** 'Special instructions' (plain text, at most 200 characters). */
  note?: string
  /** 'If this runs out'; 'call' when absent. */
  ifRunsOut?: RunOutChoice
  /** Sold by the piece (unit 'piece'): pieces of about `averagePieceGrams`. */
  soldByPiece?: boolean
  averagePieceGrams?: number | null
}

export interface BundleCartLine extends LineBase {
  kind: 'bundle'
  unit: 'bundle'
  /** 'Special instructions' for the bundle. */
  note?: string
}

/** A product of the hosted store, bought by the piece; the service keeps its stock. */
export interface HostedCartLine {
  kind: 'hosted'
  cartId: string
  productId: string
  variantId: string
  /** The product's title. */
  name: string
  variantTitle: string
  priceCentavos: number
  /** The sale price when the variant is on sale. */
  discountPriceCentavos: number | null
  imageUrl: string | null
  quantity: number
  unit: 'item'
  /** Managed stock when added; null when the service does not track it. */
  stock: number | null
}

/** 'Title (Variant)' (src/shared/hosted-store/hosted-line-title.ts), for a line in the cart. */
export function hostedLineTitle(line: Pick<HostedCartLine, 'name' | 'variantTitle'>): string {
  return sharedHostedLineTitle(line.name, line.variantTitle)
}

export type CartLine = ProductCartLine | BundleCartLine | HostedCartLine
export type NewCartLine =
  | Omit<ProductCartLine, 'cartId'>
  | Omit<BundleCartLine, 'cartId'>
  | Omit<HostedCartLine, 'cartId'>

export function sameItem(a: NewCartLine | CartLine, b: CartLine): boolean {
  if (a.kind === 'hosted' || b.kind === 'hosted') {
    return (
      a.kind === 'hosted' &&
      b.kind === 'hosted' &&
      a.productId === b.productId &&
      a.variantId === b.variantId
    )
  }
  if (a.kind === 'product' && b.kind === 'product') {
    // Two ribeyes of different thickness are two lines.
    return (
      a.id === b.id &&
      a.unit === b.unit &&
      choiceSetKey(a.choiceIds ?? []) === choiceSetKey(b.choiceIds ?? [])
    )
  }
  return a.kind === b.kind && a.id === b.id && a.unit === b.unit
}

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

/** 'Special instructions' of a product or bundle line, cut at the limit; empty removes it. */
export function setLineNote(lines: readonly CartLine[], cartId: string, note: string): CartLine[] {
  const kept = note.slice(0, MAX_LINE_NOTE_LENGTH)
  return lines.map((l) => {
    if (l.cartId !== cartId || l.kind === 'hosted') return l
    const { note: _old, ...rest } = l
    return (kept.trim() === '' ? rest : { ...rest, note: kept }) as CartLine
  })
}

/** 'If this runs out' of a product line. */
export function setLineRunOut(
  lines: readonly CartLine[],
  cartId: string,
  ifRunsOut: RunOutChoice,
): CartLine[] {
  return lines.map((l) => (l.cartId === cartId && l.kind === 'product' ? { ...l, ifRunsOut } : l))
}

/** The shopper accepts a hosted-store price that changed since adding: it becomes the price seen. */
export function acceptHostedPrice(
  lines: readonly CartLine[],
  cartId: string,
  unitPriceCentavos: number,
): CartLine[] {
  return lines.map((l) =>
    l.cartId === cartId && l.kind === 'hosted'
      ? { ...l, priceCentavos: unitPriceCentavos, discountPriceCentavos: null }
      : l,
  )
}

export function removeLine(lines: readonly CartLine[], cartId: string): CartLine[] {
  return lines.filter((l) => l.cartId !== cartId)
}

/**
 * Undo of Clear Cart: the cleared lines back exactly as they were (ids, quantities,
 * units, order), and anything added since (another tab) merged in by the same rules.
 */
export function restoreLines(
  cleared: readonly CartLine[],
  current: readonly CartLine[],
): CartLine[] {
  return current
    .filter((line) => !cleared.some((c) => c.cartId === line.cartId))
    .reduce<CartLine[]>(
      (lines, { cartId, ...line }) => addLine(lines, line, () => cartId),
      [...cleared],
    )
}

/**
 * What one unit of the line costs as shown: the discount price when present, 500 g at
 * half, a piece at its average weight's worth.
 */
export function shownUnitPrice(line: CartLine): number {
  const perUnit = effectivePricePerKg(line)
  return line.kind === 'product'
    ? unitPriceCentavos(perUnit, line.unit, line.averagePieceGrams ?? null)
    : perUnit
}

export function shownLineTotal(line: CartLine): number {
  return lineTotalCentavos(shownUnitPrice(line), line.quantity)
}

/**
 * The unit as used in '{name} ({qty}{unit}) added to cart' (docs/product-rules.md §4): 'kg',
 * ' bundle', ' pcs' for pieces, and ' × 500g' for half-kilo units, because '1500g' would read as one
 * and a half kilos when the shopper added one 500 g unit.
 */
export function unitLabel(line: Pick<CartLine, 'unit'>): string {
  if (line.unit === 'bundle') return ' bundle'
  if (line.unit === 'item') return ''
  if (line.unit === 'piece') return ' pcs'
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
    if (l.kind === 'hosted') {
      if (isHostedLine(l)) lines.push(l as unknown as HostedCartLine)
      continue
    }
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
      cartUnits.includes(l.unit as CartUnit) &&
      (l.pricedByPackedWeight === undefined || typeof l.pricedByPackedWeight === 'boolean') &&
      hasCounterFields(l)
    ) {
      lines.push(l as unknown as ProductCartLine)
    } else if (l.kind === 'bundle' && l.unit === 'bundle' && isNote(l.note)) {
      lines.push(l as unknown as BundleCartLine)
    }
  }
  return lines
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0
const isNote = (v: unknown) =>
  v === undefined || (typeof v === 'string' && v.length <= MAX_LINE_NOTE_LENGTH)

/**
 * Issue 31's fields of a stored product line, each optional (older carts have none):
 * choice ids as the server makes them, their labels, a note within the limit, a known
 * run-out choice, and a piece's weight on a line bought by the piece.
 */
function hasCounterFields(l: Record<string, unknown>): boolean {
  const ids = l.choiceIds
  const idsOk =
    ids === undefined ||
    (Array.isArray(ids) &&
      ids.length <= MAX_OPTION_GROUPS &&
      ids.every((id) => typeof id === 'string' && OPTION_ID_PATTERN.test(id)))
  const choices = l.choices
  const choicesOk =
    choices === undefined ||
    (Array.isArray(choices) &&
      choices.length <= MAX_OPTION_GROUPS &&
      choices.every(
        (c) =>
          typeof c === 'object' &&
          c !== null &&
          typeof (c as Record<string, unknown>).groupName === 'string' &&
          typeof (c as Record<string, unknown>).choiceLabel === 'string',
      ))
  const runOutOk = l.ifRunsOut === undefined || runOutChoices.includes(l.ifRunsOut as RunOutChoice)
  const byPieceOk = l.soldByPiece === undefined || typeof l.soldByPiece === 'boolean'
  const pieceGramsOk =
    l.unit === 'piece'
      ? isPositiveInt(l.averagePieceGrams)
      : l.averagePieceGrams === undefined ||
        l.averagePieceGrams === null ||
        isPositiveInt(l.averagePieceGrams)
  return idsOk && choicesOk && isNote(l.note) && runOutOk && byPieceOk && pieceGramsOk
}

function isHostedLine(l: Record<string, unknown>): boolean {
  return (
    typeof l.cartId === 'string' &&
    isText(l.productId) &&
    isText(l.variantId) &&
    typeof l.name === 'string' &&
    typeof l.variantTitle === 'string' &&
    isMoney(l.priceCentavos) &&
    (l.discountPriceCentavos === null || isMoney(l.discountPriceCentavos)) &&
    (l.imageUrl === null || typeof l.imageUrl === 'string') &&
    isPositiveInt(l.quantity) &&
    l.unit === 'item' &&
    (l.stock === null || (Number.isInteger(l.stock) && (l.stock as number) >= 0))
  )
}
