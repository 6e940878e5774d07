import type { AppDeps } from '#server/app-env.ts'
import { recipeInputSchema } from '#shared/schemas/admin-catalog.ts'
import { contentRoutes } from './admin-content-routes.ts'
import { recipeRepo } from './admin-recipe-repo.ts'

/** `/api/admin/recipes`: related products must be published when the recipe is saved. */
export function adminRecipeRoutes(deps: AppDeps) {
  return contentRoutes(deps, recipeInputSchema, recipeRepo)
}
