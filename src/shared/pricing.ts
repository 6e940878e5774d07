import type { Centavos } from './money.ts'
import type { Grams } from './weight.ts'

/**
 * Prices are per kilogram; a line is bought in units of 1 kg or 500 g (docs/product-rules.md §9:
 * a 500 g unit counts as half the kilogram price). The server prices every order
 * with these functions; the browser uses them only to show estimates.
 */
export const cartUnits = ['kg', '500g'] as const
export type CartUnit = (typeof cartUnits)[number]

export const gramsPerUnit: Record<CartUnit, Grams> = { kg: 1000, '500g': 500 }

/** What a kilogram costs today: the discount price when there is one. */
export function effectivePricePerKg(product: {
  priceCentavos: Centavos
  discountPriceCentavos: Centavos | null
}): Centavos {
  return product.discountPriceCentavos ?? product.priceCentavos
}

/** The price of one unit; half a kilogram rounds to the nearest centavo. */
export function unitPriceCentavos(pricePerKg: Centavos, unit: CartUnit): Centavos {
  return unit === 'kg' ? pricePerKg : Math.round(pricePerKg / 2)
}

export function lineTotalCentavos(unitPrice: Centavos, quantity: number): Centavos {
  return unitPrice * quantity
}

export function lineWeightGrams(unit: CartUnit, quantity: number): Grams {
  return gramsPerUnit[unit] * quantity
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
