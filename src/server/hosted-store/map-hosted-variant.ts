import type { HostedVariant } from '#shared/schemas/hosted-store.ts'
import { formatHostedPrice } from './format-hosted-price.ts'
import type { RawOptionValue, RawVariant } from './hosted-raw.ts'

export const DEFAULT_CURRENCY = 'eur'

const isMinorUnits = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0

export function mapOptionValue(raw: RawOptionValue, variantId = ''): HostedVariant['options'][0] {
  return {
    id: String(raw.id ?? ''),
    option_id: String(raw.option_id ?? ''),
    variant_id: String(raw.variant_id ?? variantId),
    value: String(raw.value ?? ''),
  }
}

/**
 * A variant with prices computed from `prices[0]`, or null when it has no usable
 * price (a variant nobody can be charged for is not offered).
 */
export function mapHostedVariant(raw: RawVariant, stock: Map<string, number | null>) {
  const id = String(raw.id ?? '')
  const price = raw.prices?.[0]
  if (!id || !price || !isMinorUnits(price.amount)) return null
  const sale = isMinorUnits(price.sale_amount) ? price.sale_amount : null
  const code = price.currency_code || price.currency?.code
  const currency = code ? code.toLowerCase() : DEFAULT_CURRENCY
  const ownQuantity = typeof raw.inventory_quantity === 'number' ? raw.inventory_quantity : null
  // The variants call is the fresher stock; a variant it does not list keeps its own.
  const inventory = stock.has(id) ? (stock.get(id) ?? null) : ownQuantity
  const variant: HostedVariant = {
    id,
    title: raw.title ?? '',
    image_url: raw.image_url || null,
    sku: raw.sku || null,
    price_in_cents: price.amount,
    sale_price_in_cents: sale,
    currency,
    formatted_price: formatHostedPrice(price.amount, price.currency, code),
    formatted_sale_price: sale === null ? null : formatHostedPrice(sale, price.currency, code),
    manage_inventory: raw.manage_inventory === true,
    weight: typeof raw.weight === 'number' ? raw.weight : null,
    options: (raw.options ?? []).map((o) => mapOptionValue(o, id)),
    inventory_quantity: inventory,
  }
  return variant
}

/** What the shopper pays for a variant: the sale price when there is one. */
export const shownPrice = (v: HostedVariant) => v.sale_price_in_cents ?? v.price_in_cents

/**
 * The variant whose price stands for the product (docs/product-rules.md §9): the cheapest by
 * sale-or-regular price for 'lowest_price_first' or no selection, else the first.
 */
export function priceVariant(
  variants: HostedVariant[],
  selection: string | null | undefined,
): HostedVariant | null {
  if (variants.length === 0) return null
  if (selection && selection !== 'lowest_price_first') return variants[0] ?? null
  return variants.reduce((best, v) => (shownPrice(v) < shownPrice(best) ? v : best))
}
