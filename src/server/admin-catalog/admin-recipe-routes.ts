import type { AppDeps } from '#server/app-env.ts'
import { recipes } from '#server/db/schema/catalog.ts'
import { recipeInputSchema } from '#shared/schemas/admin-catalog.ts'
import { contentRoutes } from './admin-content-routes.ts'
import { listAdminRecipes, loadAdminRecipe, RECIPE, saveRecipe } from './admin-recipe-queries.ts'

/** `/api/admin/recipes`: related products must be published when the recipe is saved. */
export function adminRecipeRoutes(deps: AppDeps) {
  return contentRoutes(deps, {
    table: recipes,
    what: RECIPE,
    inputSchema: recipeInputSchema,
    list: listAdminRecipes,
    load: loadAdminRecipe,
    save: saveRecipe,
  })
}
