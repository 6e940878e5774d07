import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { AppDeps } from '#server/app-env.ts'
import { notifyStockChanged } from '#server/catalog/catalog-changes.ts'
import type { Queryable } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orderStock } from '#server/db/schema/orders.ts'
import { conflict } from '#server/http/errors.ts'
import type { ProductCategory } from '#shared/paths.ts'
import { deriveTags } from '#shared/product-tags.ts'
import { formatKg } from '#shared/weight.ts'

/** Grams per product id. */
export type StockNeeds = ReadonlyMap<number, number>

/**
 * Moves stock by `sign * grams` for every product (in id order, the same order
 * `priceCart` locks in, so two writers cannot deadlock), re-derives each touched
 * product's tags (SOLD OUT at 0, docs/product-rules.md §4) and tells the catalog cache
 * which products' stock changed. Taking more than is left matches no row: the caller
 * has checked under lock, so that only happens on a bug, and then the whole
 * transaction is refused rather than oversell.
 */
export async function moveStock(
  tx: Queryable,
  deps: Pick<AppDeps, 'catalogCache'>,
  needs: StockNeeds,
  sign: 1 | -1,
): Promise<void> {
  const ids = [...needs.keys()].sort((a, b) => a - b)
  /** The categories of products that sold out or came back: their listing orders moved. */
  const reordered = new Set<ProductCategory>()
  for (const id of ids) {
    const grams = needs.get(id) ?? 0
    if (grams <= 0) continue
    const [row] = await tx
      .update(products)
      .set({ stockGrams: sql`${products.stockGrams} + ${sign * grams}` })
      .where(
        sign < 0
          ? and(eq(products.id, id), sql`${products.stockGrams} >= ${grams}`)
          : eq(products.id, id),
      )
      .returning({
        tags: products.tags,
        stockGrams: products.stockGrams,
        discountPerKgCentavos: products.discountPerKgCentavos,
        category: products.category,
      })
    if (!row) {
      if (sign > 0) continue // the product was deleted since: nothing to give back to
      throw conflict('The stock changed while placing the order. Please try again.')
    }
    const before = row.stockGrams - sign * grams
    if (before <= 0 !== row.stockGrams <= 0) reordered.add(row.category)
    const tags = deriveTags(row.tags, row)
    if (tags.join('\u0000') !== row.tags.join('\u0000')) {
      await tx.update(products).set({ tags }).where(eq(products.id, id))
    }
  }
  // Only the cached answers that show these products' stock or SOLD OUT go (decision
  // 0080), and, for a product that sold out or came back, those ordered with sold-out
  // products last in its category (issue 31).
  await notifyStockChanged(
    tx,
    deps.catalogCache,
    ids.filter((id) => (needs.get(id) ?? 0) > 0),
    reordered,
  )
}

/**
 * The grams an order took per product when it was placed (`order_stock`), in
 * product id order. Rows of products deleted since are kept: a restock skips them
 * (`moveStock`), a re-open refuses them (`assertStockAvailable`).
 */
export async function stockHeldBy(tx: Queryable, orderId: string): Promise<Map<number, number>> {
  const rows = await tx
    .select({ productId: orderStock.productId, grams: orderStock.grams })
    .from(orderStock)
    .where(eq(orderStock.orderId, orderId))
    .orderBy(asc(orderStock.productId))
  return new Map(rows.map((r) => [r.productId, r.grams]))
}

/**
 * Locks the products (id order) and refuses with 409 when one of them no longer
 * exists, or naming the first one that is short.
 */
export async function assertStockAvailable(tx: Queryable, needs: StockNeeds): Promise<void> {
  const ids = [...needs.keys()]
  if (ids.length === 0) return
  const rows = await tx
    .select({ id: products.id, name: products.name, stockGrams: products.stockGrams })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update')
  if (rows.length < ids.length) {
    throw conflict('Cannot re-open this order: a product it took stock from no longer exists.')
  }
  for (const row of rows) {
    const grams = needs.get(row.id) ?? 0
    if (grams > row.stockGrams) {
      const left = row.stockGrams > 0 ? `only ${formatKg(row.stockGrams)} left` : 'out of stock'
      throw conflict(
        `Not enough stock to re-open this order: ${row.name} is ${left} (needs ${formatKg(grams)}).`,
      )
    }
  }
}

/**
 * Records the grams an order took per product (bundles' contents as they are now), so
 * a cancel or re-open later moves exactly this, whatever the bundles hold by then.
 */
export async function recordStockTaken(
  tx: Queryable,
  orderId: string,
  taken: ReadonlyMap<number, number>,
): Promise<void> {
  const rows = [...taken]
    .filter(([, grams]) => grams > 0)
    .sort(([a], [b]) => a - b)
    .map(([productId, grams]) => ({ orderId, productId, grams }))
  if (rows.length > 0) await tx.insert(orderStock).values(rows)
}
