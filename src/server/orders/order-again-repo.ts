import { asc, eq, inArray } from 'drizzle-orm'
import { imagesOf } from '#server/catalog/product-repo.ts'
import type { Queryable } from '#server/db/client.ts'
import { bundles, products } from '#server/db/schema/catalog.ts'
import { orderItems } from '#server/db/schema/orders.ts'

/**
 * The reads of 'Order again' (issue 31 §6): an order's lines as they were ordered, and
 * the products and bundles they name as they are today. Reads only.
 */

/** What 'Order again' needs of each line of an order, in line order. */
export function linesToOrderAgain(db: Queryable, orderId: string) {
  return db
    .select({
      kind: orderItems.kind,
      productId: orderItems.productId,
      bundleId: orderItems.bundleId,
      name: orderItems.name,
      variantTitle: orderItems.variantTitle,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      unitPriceCentavos: orderItems.unitPriceCentavos,
      pricePerKgCentavos: orderItems.pricePerKgCentavos,
      choices: orderItems.choices,
      note: orderItems.note,
      ifRunsOut: orderItems.ifRunsOut,
      runOutOutcome: orderItems.runOutOutcome,
      replacedName: orderItems.replacedName,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position))
}
export type LineToOrderAgain = Awaited<ReturnType<typeof linesToOrderAgain>>[number]

/** These products as they are today (unknown ids are left out), with their cover image's address. */
export async function productsToOrderAgain(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      cutType: products.cutType,
      visibility: products.visibility,
      priceCentavos: products.priceCentavos,
      discountPerKgCentavos: products.discountPerKgCentavos,
      pricedByPackedWeight: products.pricedByPackedWeight,
      optionGroups: products.optionGroups,
      soldByPiece: products.soldByPiece,
      averagePieceGrams: products.averagePieceGrams,
      coverImageIndex: products.coverImageIndex,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
  const images = await imagesOf(db, ids)
  return rows.map(({ coverImageIndex, ...row }) => {
    const list = images.get(row.id) ?? []
    // The cover as the storefront picks it: the chosen index, else the first image.
    const cover = list[coverImageIndex] ?? list[0]
    return { ...row, imageUrl: cover?.url ?? null }
  })
}
export type ProductToOrderAgain = Awaited<ReturnType<typeof productsToOrderAgain>>[number]

/** These bundles as they are today (unknown ids are left out). */
export async function bundlesToOrderAgain(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return []
  return db
    .select({
      id: bundles.id,
      name: bundles.name,
      visibility: bundles.visibility,
      priceCentavos: bundles.priceCentavos,
      discountPriceCentavos: bundles.discountPriceCentavos,
      imageUrl: bundles.imageUrl,
    })
    .from(bundles)
    .where(inArray(bundles.id, [...ids]))
}
export type BundleToOrderAgain = Awaited<ReturnType<typeof bundlesToOrderAgain>>[number]
