import { recipeInputSchema } from '../../shared/schemas/admin-catalog'
import type { AppDeps } from '../app-env'
import { recipes } from '../db/schema/catalog'
import { contentRoutes } from './admin-content-routes'
import { listAdminRecipes, loadAdminRecipe, RECIPE, saveRecipe } from './admin-recipe-queries'

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
