import { and, desc, eq, max } from 'drizzle-orm'
import { toPublicImage } from '#server/catalog/catalog-mappers.ts'
import { imagesOf } from '#server/catalog/product-queries.ts'
import type { Queryable } from '#server/db/client.ts'
import { bundles, products, recipes } from '#server/db/schema/catalog.ts'

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
export async function lastChanged(
  db: Queryable,
  table: typeof bundles | typeof recipes,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: max(table.updatedAt) })
    .from(table)
    .where(eq(table.visibility, 'published'))
  return row?.at ?? undefined
}
