import type { Centavos } from './money.ts'
import { formatKg, type Grams } from './weight.ts'

/**
 * Prices are per kilogram; a line is bought in units of 1 kg or 500 g (docs/product-rules.md §9:
 * a 500 g unit counts as half the kilogram price), or, for a product sold by the piece
 * (issue 31: 'Ribeye steak, about 350 g'), in pieces of the product's average weight.
 * The server prices every order with these functions; the browser uses them only to
 * show estimates.
 */
export const cartUnits = ['kg', '500g', 'piece'] as const
export type CartUnit = (typeof cartUnits)[number]
/** The units of a product sold by weight. */
export type WeightUnit = Exclude<CartUnit, 'piece'>

export const gramsPerUnit: Record<WeightUnit, Grams> = { kg: 1000, '500g': 500 }

/** Grams in one unit: a piece weighs the product's average (0 when it has none). */
export function unitGrams(unit: CartUnit, averagePieceGrams: Grams | null = null): Grams {
  return unit === 'piece' ? (averagePieceGrams ?? 0) : gramsPerUnit[unit]
}

/** What a kilogram costs today: the discount price when there is one. */
export function effectivePricePerKg(product: {
  priceCentavos: Centavos
  discountPriceCentavos: Centavos | null
}): Centavos {
  return product.discountPriceCentavos ?? product.priceCentavos
}

/**
 * The price of one unit; half a kilogram, and a piece (its average weight's worth),
 * round to the nearest centavo.
 */
export function unitPriceCentavos(
  pricePerKg: Centavos,
  unit: CartUnit,
  averagePieceGrams: Grams | null = null,
): Centavos {
  if (unit === 'kg') return pricePerKg
  return Math.round((pricePerKg * unitGrams(unit, averagePieceGrams)) / 1000)
}

export function lineTotalCentavos(unitPrice: Centavos, quantity: number): Centavos {
  return unitPrice * quantity
}

export function lineWeightGrams(
  unit: CartUnit,
  quantity: number,
  averagePieceGrams: Grams | null = null,
): Grams {
  return unitGrams(unit, averagePieceGrams) * quantity
}

/** '2 pcs (about 700 g)': pieces as the packing list and the shopper read them. */
export function piecesLabel(pieces: number, averagePieceGrams: Grams): string {
  const grams = pieces * averagePieceGrams
  const about = grams >= 1000 ? formatKg(grams) : `${grams} g`
  return `${pieces} ${pieces === 1 ? 'pc' : 'pcs'} (about ${about})`
}

/** A product's discount price: price minus the per-kg discount, or none (docs/product-rules.md §3). */
export function discountPriceFor(
  priceCentavos: Centavos,
  discountPerKgCentavos: Centavos,
): Centavos | null {
  return discountPerKgCentavos > 0 ? priceCentavos - discountPerKgCentavos : null
}

/**
 * Delivery is the zone's rate, free once the subtotal reaches the threshold
 * (docs/product-rules.md §10). A threshold of 0 makes every delivery free.
 */
export function deliveryFeeCentavos(
  subtotal: Centavos,
  zoneRate: Centavos,
  freeDeliveryThreshold: Centavos,
): Centavos {
  return subtotal >= freeDeliveryThreshold ? 0 : zoneRate
}

/** Bundle "percent off" label, rounded (docs/product-rules.md §9). */
export function percentOff(price: Centavos, discounted: Centavos | null): number | null {
  if (discounted === null || price <= 0 || discounted >= price) return null
  return Math.round(((price - discounted) / price) * 100)
}
