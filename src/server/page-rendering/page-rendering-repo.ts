import { and, asc, desc, eq, gte, max } from 'drizzle-orm'
import { toPublicImage } from '#server/catalog/catalog-mappers.ts'
import { imagesOf } from '#server/catalog/product-repo.ts'
import type { Queryable } from '#server/db/client.ts'
import { bundles, products, promos, recipes } from '#server/db/schema/catalog.ts'

/**
 * The few catalog facts the page shell and sitemap need, published items only.
 * Straight primary-key reads: a preview or a crawler costs one or two indexed rows.
 */
export async function findPublishedProduct(db: Queryable, id: number) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      cutType: products.cutType,
      description: products.description,
      effectivePriceCentavos: products.effectivePriceCentavos,
      stockGrams: products.stockGrams,
      coverImageIndex: products.coverImageIndex,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.visibility, 'published')))
  if (!product) return undefined
  const images = ((await imagesOf(db, [id])).get(id) ?? []).map(toPublicImage)
  // The cover as the storefront picks it: the chosen index, else the first image.
  const cover = images[product.coverImageIndex] ?? images[0]
  return { ...product, cover }
}

export async function findPublishedRecipe(db: Queryable, id: number) {
  const [recipe] = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      ingredients: recipes.ingredients,
      imageUrl: recipes.imageUrl,
    })
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.visibility, 'published')))
  return recipe
}

/** The newest published bundle's image stands for the bundles page in previews. */
export async function latestBundleImage(db: Queryable): Promise<string | undefined> {
  const [row] = await db
    .select({ imageUrl: bundles.imageUrl })
    .from(bundles)
    .where(eq(bundles.visibility, 'published'))
    .orderBy(desc(bundles.createdAt), desc(bundles.id))
    .limit(1)
  return row?.imageUrl ?? undefined
}

/** When anything in a published collection last changed, for a listing page's lastmod. */
async function lastChanged(
  db: Queryable,
  table: typeof bundles | typeof recipes,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: max(table.updatedAt) })
    .from(table)
    .where(eq(table.visibility, 'published'))
  return row?.at ?? undefined
}

/**
 * What the sitemap lists, published only: up to `maxProducts` products (by id), when
 * each category last changed, the recipes, and when bundles and the promos still
 * running or yet to come on `today` ('YYYY-MM-DD', Manila) last changed.
 */
export async function sitemapFacts(db: Queryable, today: string, maxProducts: number) {
  const published = eq(products.visibility, 'published')
  const [productRows, byCategory, recipeRows, bundlesChanged, promosChanged] = await Promise.all([
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(published)
      .orderBy(asc(products.id))
      .limit(maxProducts),
    db
      .select({ category: products.category, at: max(products.updatedAt) })
      .from(products)
      .where(published)
      .groupBy(products.category),
    db
      .select({ id: recipes.id, updatedAt: recipes.updatedAt })
      .from(recipes)
      .where(eq(recipes.visibility, 'published'))
      .orderBy(asc(recipes.id)),
    lastChanged(db, bundles),
    // Only promos still running or yet to come change what /promos shows.
    db
      .select({ at: max(promos.updatedAt) })
      .from(promos)
      .where(and(eq(promos.visibility, 'published'), gte(promos.endDate, today))),
  ])
  return {
    productRows,
    byCategory,
    recipeRows,
    bundlesChanged,
    promosChanged: promosChanged[0]?.at ?? undefined,
  }
}
