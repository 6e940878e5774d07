import { asc, inArray } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { bundles, products } from '#server/db/schema/catalog.ts'

/** The bundles of these ids (unknown ids are left out), whatever their visibility. */
export async function bundlesByIds(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(bundles)
    .where(inArray(bundles.id, [...ids]))
}

/**
 * What pricing needs of these products, in id order. With `lock` their rows are
 * locked (`for update`) in that order, so two checkouts cannot deadlock.
 */
export async function productsForPricing(db: Queryable, ids: readonly number[], lock: boolean) {
  if (ids.length === 0) return []
  const query = db
    .select({
      id: products.id,
      name: products.name,
      visibility: products.visibility,
      priceCentavos: products.priceCentavos,
      discountPerKgCentavos: products.discountPerKgCentavos,
      stockGrams: products.stockGrams,
      minOrderGrams: products.minOrderGrams,
      pricedByPackedWeight: products.pricedByPackedWeight,
      optionGroups: products.optionGroups,
      soldByPiece: products.soldByPiece,
      averagePieceGrams: products.averagePieceGrams,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
  return lock ? query.for('update') : query
}
