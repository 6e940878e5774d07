import { and, asc, eq, inArray } from 'drizzle-orm'
import type { AppDeps } from '#server/app-env.ts'
import { toPublicRecipe } from '#server/catalog/catalog-mappers.ts'
import type { RecipeRow } from '#server/catalog/catalog-rows-repo.ts'
import type { Queryable } from '#server/db/client.ts'
import { products, recipeProducts, recipes } from '#server/db/schema/catalog.ts'
import { validationFailed } from '#server/http/errors.ts'
import type { AdminListQuery, RecipeWrite } from '#shared/schemas/admin-catalog.ts'
import type { AdminRecipe } from '#shared/schemas/admin-catalog-views.ts'
import { contentRepo, listContent, loadContent, saveContent } from './admin-content-repo.ts'

export const RECIPE = 'That recipe'
export const ONLY_PUBLISHED_RELATED = 'Only published products can be related to a recipe.'

/**
 * Recipes with every related product, drafts included and marked: a product set to
 * draft after it was linked stays listed here (the storefront shows published ones).
 */
async function withRelated(db: Queryable, rows: RecipeRow[]): Promise<AdminRecipe[]> {
  const links =
    rows.length === 0
      ? []
      : await db
          .select({
            recipeId: recipeProducts.recipeId,
            id: products.id,
            name: products.name,
            visibility: products.visibility,
          })
          .from(recipeProducts)
          .innerJoin(products, eq(products.id, recipeProducts.productId))
          .where(
            inArray(
              recipeProducts.recipeId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(recipeProducts.recipeId), asc(recipeProducts.position), asc(products.id))
  return rows.map((row) => {
    const { relatedProducts: _published, ...shown } = toPublicRecipe(row, [])
    const relatedProducts = links
      .filter((l) => l.recipeId === row.id)
      .map(({ id, name, visibility }) => ({ id, name, visibility }))
    return { ...shown, relatedProducts, visibility: row.visibility }
  })
}

/** Search over the title, any visibility, newest first. */
export const listAdminRecipes = (db: Queryable, query: AdminListQuery) =>
  listContent(db, recipes, [recipes.title], query, withRelated)

export const loadAdminRecipe = (db: Queryable, id: number) =>
  loadContent(db, recipes, id, withRelated)

/** 422 unless every related product exists and is published; locks them until commit. */
async function refuseUnpublishedProducts(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.visibility, 'published')))
    .for('share')
  if (found.length !== ids.length) {
    throw validationFailed({ relatedProductIds: ONLY_PUBLISHED_RELATED })
  }
}

/** Creates (id null) or replaces a recipe and its related products, in the order given. */
export function saveRecipe(deps: AppDeps, id: number | null, input: RecipeWrite): Promise<number> {
  return saveContent(deps, recipes, id, RECIPE, {
    fields: {
      title: input.title,
      ingredients: input.ingredients,
      steps: input.steps,
      imageUrl: input.imageUrl,
      visibility: input.visibility,
      category: input.category,
      cookMinutes: input.cookMinutes,
      servings: input.servings,
      difficulty: input.difficulty,
    },
    check: (tx) => refuseUnpublishedProducts(tx, input.relatedProductIds),
    items: async (tx, recipeId, replacing) => {
      if (replacing) await tx.delete(recipeProducts).where(eq(recipeProducts.recipeId, recipeId))
      if (input.relatedProductIds.length > 0) {
        await tx.insert(recipeProducts).values(
          input.relatedProductIds.map((productId, position) => ({
            recipeId,
            productId,
            position,
          })),
        )
      }
    },
  })
}

/** Recipes for the back office's content routes (admin-content-routes.ts). */
export const recipeRepo = contentRepo<AdminRecipe, RecipeWrite>(recipes, RECIPE, {
  list: listAdminRecipes,
  load: loadAdminRecipe,
  save: saveRecipe,
})
