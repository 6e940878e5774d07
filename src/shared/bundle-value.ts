import { type Centavos, formatPeso } from './money.ts'

/**
 * Issue 31 §7, 'numbers that are true': a bundle's base price (`priceCentavos`, struck
 * through as the 'was' price when the bundle has a deal price) is checked against its
 * contents bought separately. Plain functions, no zod: the storefront's bundle card and
 * the admin bundle form read them, and the server computes the separate price with them.
 */

/**
 * What the contents cost bought separately today: each product's grams at its effective
 * price per kilogram, rounded once to the centavo; null for a bundle that holds nothing.
 */
export function separatePriceCentavos(
  items: readonly { quantityGrams: number; pricePerKgCentavos: Centavos }[],
): Centavos | null {
  if (items.length === 0) return null
  return Math.round(
    items.reduce((sum, i) => sum + i.quantityGrams * i.pricePerKgCentavos, 0) / 1000,
  )
}

/**
 * The price a shopper sees on a bundle: what it sells for, and the struck-through 'was'
 * price, never higher than the contents bought separately (the lower of the two), and
 * none when that is not above the selling price (no saving to show).
 */
export function shownBundlePrice(bundle: {
  priceCentavos: Centavos
  discountPriceCentavos: Centavos | null
  separatePriceCentavos: Centavos | null
}): { priceCentavos: Centavos; wasCentavos: Centavos | null } {
  const selling = bundle.discountPriceCentavos ?? bundle.priceCentavos
  if (bundle.discountPriceCentavos === null) return { priceCentavos: selling, wasCentavos: null }
  const was =
    bundle.separatePriceCentavos === null
      ? bundle.priceCentavos
      : Math.min(bundle.priceCentavos, bundle.separatePriceCentavos)
  return { priceCentavos: selling, wasCentavos: was > selling ? was : null }
}

/**
 * The admin bundle form's warning when the saving claimed is larger than the real one:
 * the base price (struck through beside the deal price) above the contents bought
 * separately. Null when the claim holds, or when there is nothing to compare with.
 */
export function bundleSavingWarning(bundle: {
  priceCentavos: Centavos
  discountPriceCentavos: Centavos | null
  separatePriceCentavos: Centavos | null
}): string | null {
  const {
    priceCentavos: base,
    discountPriceCentavos: deal,
    separatePriceCentavos: separate,
  } = bundle
  if (separate === null || deal === null || base <= separate) return null
  return `The base price ${formatPeso(base)} is more than the contents cost separately (${formatPeso(separate)}): the saving shown to shoppers is larger than the real one.`
}
