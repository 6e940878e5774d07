import { AppError } from '#server/http/errors.ts'
import { shownBundlePrice } from '#shared/bundle-value.ts'
import { hostedLineTitle } from '#shared/hosted-store/hosted-line-title.ts'
import { formatPeso } from '#shared/money.ts'
import {
  type ChosenOption,
  chooseGroupMessage,
  DEFAULT_RUN_OUT,
  extrasPerKg,
  findChoice,
  inGroupOrder,
  type OptionGroup,
  type RunOutChoice,
  type RunOutOutcome,
  unansweredGroups,
} from '#shared/preparation.ts'
import { type CartUnit, discountPriceFor, effectivePricePerKg } from '#shared/pricing.ts'
import type { OrderAgain, OrderAgainLine } from '#shared/schemas/order-again.ts'

/**
 * 'Order again' (issue 31 §6) as a pure rule: an order's lines, and the products and
 * bundles they name as they are today, make the cart lines to offer at today's prices
 * and the notices that say what changed. The service (order-again.ts) reads; this decides.
 */

/** A line of the order as it was ordered (order_items). */
export interface OrderedLine {
  kind: 'product' | 'bundle' | 'hosted'
  productId: number | null
  bundleId: number | null
  name: string
  variantTitle: string | null
  unit: CartUnit | 'bundle' | 'item' | null
  quantity: number
  unitPriceCentavos: number
  /** The order's price per kg, its chosen extras included; null on lines older than it. */
  pricePerKgCentavos: number | null
  choices: ChosenOption[]
  note: string | null
  ifRunsOut: RunOutChoice | null
  runOutOutcome: RunOutOutcome | null
  replacedName: string | null
}

/** A product as it is today. */
export interface ProductToday {
  id: number
  name: string
  cutType: string
  visibility: 'published' | 'draft'
  priceCentavos: number
  discountPerKgCentavos: number
  pricedByPackedWeight: boolean
  optionGroups: OptionGroup[]
  soldByPiece: boolean
  averagePieceGrams: number | null
  imageUrl: string | null
}

/** A bundle as it is today. */
export interface BundleToday {
  id: number
  name: string
  visibility: 'published' | 'draft'
  priceCentavos: number
  discountPriceCentavos: number | null
  imageUrl: string | null
  /** Its contents bought separately today (#shared/bundle-value.ts); null when empty. */
  separatePriceCentavos: number | null
}

export const NOTHING_TO_REORDER_MESSAGE = 'None of these products are available any more.'

/** 422: nothing of the order can be bought any more; no cart is filled. */
export const nothingToReorder = () =>
  new AppError(422, 'NOTHING_TO_REORDER', NOTHING_TO_REORDER_MESSAGE)

export const noLongerAvailable = (name: string) => `${name} is no longer available.`

/** 'Ribeye is now ₱1,250.00/kg (was ₱1,200.00)'; a bundle's without '/kg'. */
export function priceChangedNotice(name: string, now: number, was: number, perKg: boolean): string {
  return `${name} is now ${formatPeso(now)}${perKg ? '/kg' : ''} (was ${formatPeso(was)})`
}

export const hostedNotice = (title: string) =>
  `${title} is not added again: order it from its page in the shop.`

export const unitChangedNotice = (name: string, soldByPiece: boolean) =>
  `${name} is now sold ${soldByPiece ? 'by the piece' : 'by weight'}: choose how much on its page.`

export const choiceGoneNotice = (name: string, label: string) =>
  `${name}: ${label} is no longer offered, so it was left out.`

export const choiceOffNotice = (name: string, label: string) =>
  `${name}: ${label} is not available today, so it was left out.`

export const choiceMissingNotice = (name: string, groupName: string) =>
  `${name}: ${chooseGroupMessage(groupName).toLowerCase()} before checking out.`

export const replacedNotice = (ordered: string, name: string) =>
  `${ordered} was replaced by ${name} in this order: ${name} is added.`

/**
 * What the order paid per kilogram for the product itself (its chosen extras taken
 * off), or null when the line does not say (a piece line older than the column).
 */
export function orderedBasePerKg(line: OrderedLine): number | null {
  const extras = extrasPerKg(line.choices)
  if (line.pricePerKgCentavos !== null) return line.pricePerKgCentavos - extras
  if (line.unit === 'kg') return line.unitPriceCentavos - extras
  if (line.unit === '500g') return line.unitPriceCentavos * 2 - extras
  return null
}

/** The ordered choices that are still offered today, and a notice for each one that is not. */
function choicesToday(line: OrderedLine, product: ProductToday, notices: string[]) {
  const kept: ChosenOption[] = []
  for (const ordered of line.choices) {
    const found = findChoice(product.optionGroups, ordered.choiceId)
    if (!found) {
      notices.push(choiceGoneNotice(product.name, ordered.choiceLabel))
    } else if (!found.available) {
      notices.push(choiceOffNotice(product.name, found.chosen.choiceLabel))
    } else if (!kept.some((k) => k.groupId === found.chosen.groupId)) {
      kept.push(found.chosen)
    }
  }
  for (const group of unansweredGroups(product.optionGroups, kept)) {
    notices.push(choiceMissingNotice(product.name, group.name))
  }
  return inGroupOrder(product.optionGroups, kept)
}

function productLine(
  line: OrderedLine,
  product: ProductToday | undefined,
  notices: string[],
): OrderAgainLine | null {
  if (product?.visibility !== 'published') {
    notices.push(noLongerAvailable(product?.name ?? line.name))
    return null
  }
  const unit: CartUnit = line.unit === '500g' || line.unit === 'piece' ? line.unit : 'kg'
  if ((unit === 'piece') !== product.soldByPiece) {
    notices.push(unitChangedNotice(product.name, product.soldByPiece))
    return null
  }
  if (line.runOutOutcome === 'replaced' && line.replacedName) {
    notices.push(replacedNotice(line.replacedName, product.name))
  }
  const discountPriceCentavos = discountPriceFor(
    product.priceCentavos,
    product.discountPerKgCentavos,
  )
  const today = effectivePricePerKg({ priceCentavos: product.priceCentavos, discountPriceCentavos })
  const was = orderedBasePerKg(line)
  if (was !== null && was !== today) {
    notices.push(priceChangedNotice(product.name, today, was, true))
  }
  const chosen = choicesToday(line, product, notices)
  const extras = extrasPerKg(chosen)
  return {
    kind: 'product',
    productId: product.id,
    name: product.name,
    cutType: product.cutType,
    unit,
    quantity: line.quantity,
    choiceIds: chosen.map((c) => c.choiceId),
    choices: chosen.map((c) => ({ groupName: c.groupName, choiceLabel: c.choiceLabel })),
    note: line.note ?? '',
    ifRunsOut: line.ifRunsOut ?? DEFAULT_RUN_OUT,
    priceCentavos: product.priceCentavos + extras,
    discountPriceCentavos: discountPriceCentavos === null ? null : discountPriceCentavos + extras,
    imageUrl: product.imageUrl,
    pricedByPackedWeight: product.pricedByPackedWeight,
    soldByPiece: product.soldByPiece,
    averagePieceGrams: product.averagePieceGrams,
  }
}

function bundleLine(
  line: OrderedLine,
  bundle: BundleToday | undefined,
  notices: string[],
): OrderAgainLine | null {
  if (bundle?.visibility !== 'published') {
    notices.push(noLongerAvailable(bundle?.name ?? line.name))
    return null
  }
  const shown = shownBundlePrice(bundle)
  const today = shown.priceCentavos
  if (today !== line.unitPriceCentavos) {
    notices.push(priceChangedNotice(bundle.name, today, line.unitPriceCentavos, false))
  }
  return {
    kind: 'bundle',
    bundleId: bundle.id,
    name: bundle.name,
    quantity: line.quantity,
    // As the storefront shows it: the 'was' price never above the contents bought separately.
    priceCentavos: shown.wasCentavos ?? shown.priceCentavos,
    discountPriceCentavos: shown.wasCentavos === null ? null : shown.priceCentavos,
    imageUrl: bundle.imageUrl,
    note: line.note ?? '',
  }
}

/**
 * The order's lines as cart lines today. Left out, each with a notice: a product or
 * bundle deleted or made a draft, a hosted-store line, a product whose unit changed
 * (weight versus pieces). Kept, with a notice: a price per kg that changed, a choice no
 * longer offered or switched off (dropped from the line), a required group left
 * without a choice. A line staff removed when it ran out is offered again as ordered.
 */
export function orderAgainLines(
  ordered: readonly OrderedLine[],
  products: ReadonlyMap<number, ProductToday>,
  bundles: ReadonlyMap<number, BundleToday>,
): OrderAgain {
  const notices: string[] = []
  const lines: OrderAgainLine[] = []
  for (const line of ordered) {
    if (line.kind === 'hosted') {
      notices.push(hostedNotice(hostedLineTitle(line.name, line.variantTitle)))
      continue
    }
    const offered =
      line.kind === 'product'
        ? productLine(line, rowOf(products, line.productId), notices)
        : bundleLine(line, rowOf(bundles, line.bundleId), notices)
    if (offered) lines.push(offered)
  }
  return { lines, notices: [...new Set(notices)] }
}

const rowOf = <T>(rows: ReadonlyMap<number, T>, id: number | null): T | undefined =>
  id === null ? undefined : rows.get(id)
