import { type CartUnit, unitGrams } from '#shared/pricing.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'

type MinOrder = Pick<PublicProduct, 'minOrderGrams'> &
  Partial<Pick<PublicProduct, 'soldByPiece' | 'averagePieceGrams'>>
type Stock = MinOrder & Pick<PublicProduct, 'stockGrams'>

/**
 * How a product can be bought. Whole kilograms always; 500 g units when the minimum
 * order is below 1 kg or not a whole number of kilograms (0.5 kg, 1.5 kg). The
 * smallest quantity of a unit is what reaches the minimum order, and never below 1.
 */
export function unitsFor(product: MinOrder): CartUnit[] {
  // Sold by the piece (issue 31 §4): pieces only, from one.
  if (product.soldByPiece) return ['piece']
  const halves = product.minOrderGrams < 1000 || product.minOrderGrams % 1000 !== 0
  return halves ? ['kg', '500g'] : ['kg']
}

/** The unit of a quick add (product cards): 500 g when the minimum order is in halves. */
export function defaultUnitFor(product: MinOrder): CartUnit {
  if (product.soldByPiece) return 'piece'
  return product.minOrderGrams % 1000 !== 0 ? '500g' : 'kg'
}

export function minQuantityFor(product: MinOrder, unit: CartUnit): number {
  if (unit === 'piece') return 1
  return Math.max(1, Math.ceil(product.minOrderGrams / unitGrams(unit)))
}

/** Whole units the stock covers. */
export function maxQuantityFor(
  product: Pick<PublicProduct, 'stockGrams'> & Partial<Pick<PublicProduct, 'averagePieceGrams'>>,
  unit: CartUnit,
): number {
  const grams = unitGrams(unit, product.averagePieceGrams ?? null)
  return grams > 0 ? Math.max(0, Math.floor(product.stockGrams / grams)) : 0
}

/** True when the stock covers the smallest order in this unit. */
export function canBuy(product: Stock, unit: CartUnit): boolean {
  return product.stockGrams > 0 && maxQuantityFor(product, unit) >= minQuantityFor(product, unit)
}

/** Sold out, or too little left for the smallest order in any unit. */
export function isOutOfStock(product: Stock): boolean {
  return !unitsFor(product).some((unit) => canBuy(product, unit))
}

export const unitLabels: Record<CartUnit, string> = { kg: '1 kg', '500g': '500 g', piece: 'Piece' }
