import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import {
  bundleItems,
  bundles,
  products,
  promos,
  recipeProducts,
  recipes,
} from '#server/db/schema/catalog.ts'
import type { PublicBundle, PublicPromo, PublicRecipe } from '#shared/schemas/catalog.ts'
import { toPublicBundle, toPublicPromo, toPublicRecipe } from './catalog-mappers.ts'
import { type BundleItemRow, isPublished, productColumns } from './catalog-rows-repo.ts'
import { withImages } from './product-repo.ts'

/**
 * Bundles, recipes and promos as the storefront reads them: published only, in the
 * order staff created them (as the prototype listed them).
 */
export async function publishedBundles(db: Queryable, id?: number): Promise<PublicBundle[]> {
  const rows = await db
    .select()
    .from(bundles)
    .where(
      and(eq(bundles.visibility, 'published'), id === undefined ? undefined : eq(bundles.id, id)),
    )
    .orderBy(asc(bundles.id))
  const items = await bundleItemsOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) =>
    toPublicBundle(
      row,
      items.filter((i) => i.bundleId === row.id),
    ),
  )
}

/** Items of the given bundles with their product's state, whatever its visibility. */
export async function bundleItemsOf(db: Queryable, bundleIds: number[]): Promise<BundleItemRow[]> {
  if (bundleIds.length === 0) return []
  return db
    .select({
      bundleId: bundleItems.bundleId,
      productId: bundleItems.productId,
      name: products.name,
      quantityGrams: bundleItems.quantityGrams,
      visibility: products.visibility,
      stockGrams: products.stockGrams,
      pricePerKgCentavos: products.effectivePriceCentavos,
    })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .where(inArray(bundleItems.bundleId, bundleIds))
    .orderBy(asc(bundleItems.bundleId), asc(bundleItems.position), asc(bundleItems.productId))
}

export async function publishedRecipes(db: Queryable, id?: number): Promise<PublicRecipe[]> {
  const rows = await db
    .select()
    .from(recipes)
    .where(
      and(eq(recipes.visibility, 'published'), id === undefined ? undefined : eq(recipes.id, id)),
    )
    .orderBy(asc(recipes.id))
  if (rows.length === 0) return []
  const links = await db
    .select({ recipeId: recipeProducts.recipeId, ...productColumns })
    .from(recipeProducts)
    .innerJoin(products, eq(products.id, recipeProducts.productId))
    .where(
      and(
        inArray(
          recipeProducts.recipeId,
          rows.map((r) => r.id),
        ),
        isPublished,
      ),
    )
    .orderBy(asc(recipeProducts.recipeId), asc(recipeProducts.position), asc(products.id))
  const related = await withImages(db, links)
  return rows.map((row) =>
    toPublicRecipe(
      row,
      related.filter((_, index) => links[index]!.recipeId === row.id),
    ),
  )
}

/** Published promos whose Manila calendar window contains `today` ('YYYY-MM-DD'), ends included. */
export async function activePromos(db: Queryable, today: string): Promise<PublicPromo[]> {
  const rows = await db
    .select()
    .from(promos)
    .where(
      and(
        eq(promos.visibility, 'published'),
        lte(promos.startDate, today),
        gte(promos.endDate, today),
      ),
    )
    .orderBy(asc(promos.endDate), asc(promos.id))
  return rows.map(toPublicPromo)
}
