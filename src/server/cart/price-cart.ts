import { bundleItemsOf } from '#server/catalog/content-repo.ts'
import type { Queryable } from '#server/db/client.ts'
import type { HostedStoreClient } from '#server/hosted-store/hosted-store-client.ts'
import { checkChoices, extrasPerKg, type OptionGroup } from '#shared/preparation.ts'
import {
  type CartUnit,
  discountPriceFor,
  effectivePricePerKg,
  lineWeightGrams,
  unitPriceCentavos,
} from '#shared/pricing.ts'
import type { CartQuote, CartQuoteLine } from '#shared/schemas/cart.ts'
import {
  applySizeCaps,
  applyStockRules,
  choiceInvalidLine,
  okLine,
  type PricedLine as PricedCartLine,
  type ProductStock,
  subtotalOf,
  unavailableLine,
} from './cart-lines.ts'
import { bundlesByIds, productsForPricing } from './cart-repo.ts'
import {
  type PricedHostedLine,
  priceHostedLines,
  STORE_DOWN_MESSAGE,
} from './price-hosted-lines.ts'

export type { StockTake } from './cart-lines.ts'
/** A priced line; hosted-store lines also carry what their order item keeps. */
export type PricedLine = PricedHostedLine

export interface PricedCart {
  quote: CartQuote
  lines: PricedHostedLine[]
  /** Grams needed per product by the lines that are not unavailable. */
  stockNeeded: Map<number, number>
}

export interface PriceCartOptions {
  /**
   * Lock the products' rows (`for update`, in id order so two checkouts cannot
   * deadlock). Checkout passes true inside its order transaction, so the stock it
   * checked is still there when it takes it.
   */
  lockProducts?: boolean
  /** Prices lines of kind 'hosted'; without it they are unavailable. */
  hostedStore?: HostedStoreClient | undefined
}

interface ProductState extends ProductStock {
  visibility: 'published' | 'draft'
  priceCentavos: number
  discountPriceCentavos: number | null
  pricedByPackedWeight: boolean
  optionGroups: OptionGroup[]
  soldByPiece: boolean
  averagePieceGrams: number | null
}

/**
 * Prices a cart from the database (docs/product-rules.md §10: the client's numbers are never
 * trusted) with the shared pricing rules: a product at its discount price when it
 * has one (500 g at half the kilogram price), a bundle at its deal price. A line is
 * 'unavailable' when its product or bundle is unknown or a draft, or the bundle holds
 * a draft product or nothing; a product line is 'choice_invalid' when its unit or its
 * preparation choices are not the product's (issue 31; `priceProductLine`); then the
 * stock and minimum rules of `applyStockRules`,
 * and the size caps of `applySizeCaps` (a line or an order too large to take online).
 */
export async function priceCart(
  db: Queryable,
  requested: readonly CartQuoteLine[],
  options: PriceCartOptions = {},
): Promise<PricedCart> {
  const bundleIds = unique(requested.flatMap((l) => (l.kind === 'bundle' ? [l.bundleId] : [])))
  const bundleRows = await bundlesByIds(db, bundleIds)
  const items = await bundleItemsOf(db, bundleIds)
  const productIds = unique([
    ...requested.flatMap((l) => (l.kind === 'product' ? [l.productId] : [])),
    ...items.map((i) => i.productId),
  ])
  const productById = await loadProducts(db, productIds, options.lockProducts ?? false)
  const bundleById = new Map(bundleRows.map((b) => [b.id, b]))
  const hostedRequests = requested.filter((l) => l.kind === 'hosted')
  const hostedLines = options.hostedStore
    ? await priceHostedLines(options.hostedStore, hostedRequests)
    : new Map()

  const lines = requested.map((request): PricedHostedLine => {
    if (request.kind === 'hosted') {
      return hostedLines.get(request) ?? unavailableLine(request, null, STORE_DOWN_MESSAGE)
    }
    if (request.kind === 'product') {
      const product = productById.get(request.productId)
      if (product?.visibility !== 'published') {
        const name = product?.name ?? null
        return unavailableLine(request, name, `${name ?? 'This product'} is no longer available.`)
      }
      return priceProductLine(request, product)
    }
    const bundle = bundleById.get(request.bundleId)
    if (bundle?.visibility !== 'published') {
      const name = bundle?.name ?? null
      return unavailableLine(request, name, `${name ?? 'This bundle'} is no longer available.`)
    }
    const contents = items.filter((i) => i.bundleId === request.bundleId)
    if (contents.length === 0 || contents.some((i) => i.visibility !== 'published')) {
      return unavailableLine(request, bundle.name, `${bundle.name} is not available right now.`)
    }
    const takes = contents.map((i) => ({
      productId: i.productId,
      grams: i.quantityGrams * request.quantity,
    }))
    return okLine(request, bundle.name, bundle.discountPriceCentavos ?? bundle.priceCentavos, takes)
  })

  const stockNeeded = applyStockRules(lines, productById)
  const tooLarge = applySizeCaps(lines)
  const quoted = lines.map(
    ({ request: _r, takes: _t, hosted: _h, averagePieceGrams: _a, ...quotedLine }) => quotedLine,
  )
  return {
    quote: { lines: quoted, subtotalCentavos: subtotalOf(quoted), tooLarge },
    lines,
    stockNeeded,
  }
}

/**
 * A product line (issue 31): the unit must be the product's (pieces for a product sold
 * by the piece, kilograms otherwise), the choices valid (`checkChoices`); the price per
 * kilogram is today's plus the chosen extras, a piece its average weight's worth. What
 * the browser may have sent as a price never gets here (the schema has no such field).
 */
function priceProductLine(
  request: Extract<CartQuoteLine, { kind: 'product' }>,
  product: ProductState,
): PricedCartLine {
  const wrongUnit = unitRefusal(product, request.unit)
  if (wrongUnit) return choiceInvalidLine(request, product.name, wrongUnit)
  const check = checkChoices(product.optionGroups, request.choiceIds)
  if (!check.ok)
    return choiceInvalidLine(request, product.name, `${product.name}: ${check.message}`)
  const pricePerKg = effectivePricePerKg(product) + extrasPerKg(check.chosen)
  const pieceGrams = product.soldByPiece ? product.averagePieceGrams : null
  const grams = lineWeightGrams(request.unit, request.quantity, pieceGrams)
  return okLine(
    request,
    product.name,
    unitPriceCentavos(pricePerKg, request.unit, pieceGrams),
    [{ productId: product.id, grams }],
    {
      pricePerKgCentavos: pricePerKg,
      // A piece is weighed when packed: its amount is an estimate until then.
      pricedByPackedWeight: product.pricedByPackedWeight || product.soldByPiece,
      choices: check.chosen,
      averagePieceGrams: request.unit === 'piece' ? pieceGrams : null,
    },
  )
}

/** Why this unit cannot be bought of this product; null when it can. */
function unitRefusal(product: ProductState, unit: CartUnit): string | null {
  if (product.soldByPiece && (unit !== 'piece' || !product.averagePieceGrams)) {
    return `${product.name} is sold by the piece.`
  }
  if (!product.soldByPiece && unit === 'piece') {
    return `${product.name} is sold by weight, not by the piece.`
  }
  return null
}

async function loadProducts(
  db: Queryable,
  ids: number[],
  lock: boolean,
): Promise<Map<number, ProductState>> {
  const rows = await productsForPricing(db, ids, lock)
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, discountPriceCentavos: discountPriceFor(r.priceCentavos, r.discountPerKgCentavos) },
    ]),
  )
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)]
}
