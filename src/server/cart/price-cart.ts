import { bundleItemsOf } from '#server/catalog/content-repo.ts'
import type { Queryable } from '#server/db/client.ts'
import type { HostedStoreClient } from '#server/hosted-store/hosted-store-client.ts'
import {
  discountPriceFor,
  effectivePricePerKg,
  lineWeightGrams,
  unitPriceCentavos,
} from '#shared/pricing.ts'
import type { CartQuote, CartQuoteLine } from '#shared/schemas/cart.ts'
import {
  applySizeCaps,
  applyStockRules,
  okLine,
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
}

/**
 * Prices a cart from the database (docs/product-rules.md §10: the client's numbers are never
 * trusted) with the shared pricing rules: a product at its discount price when it
 * has one (500 g at half the kilogram price), a bundle at its deal price. A line is
 * 'unavailable' when its product or bundle is unknown or a draft, or the bundle holds
 * a draft product or nothing; then the stock and minimum rules of `applyStockRules`,
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
      const pricePerKg = effectivePricePerKg(product)
      const grams = lineWeightGrams(request.unit, request.quantity)
      return okLine(
        request,
        product.name,
        unitPriceCentavos(pricePerKg, request.unit),
        [{ productId: product.id, grams }],
        { pricePerKgCentavos: pricePerKg, pricedByPackedWeight: product.pricedByPackedWeight },
      )
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
    ({ request: _r, takes: _t, hosted: _h, pricePerKgCentavos: _p, ...quotedLine }) => quotedLine,
  )
  return {
    quote: { lines: quoted, subtotalCentavos: subtotalOf(quoted), tooLarge },
    lines,
    stockNeeded,
  }
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
