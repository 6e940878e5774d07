import type { AppDeps } from '#server/app-env.ts'
import { recipeInputSchema } from '#shared/schemas/admin-catalog.ts'
import { adminRecipeSchema } from '#shared/schemas/admin-catalog-views.ts'
import { catalogItemRoutes } from './admin-item-routes.ts'
import { recipeRepo } from './admin-recipe-repo.ts'

/** `/api/admin/recipes`: related products must be published when the recipe is saved. */
export function adminRecipeRoutes(deps: AppDeps) {
  return catalogItemRoutes(
    deps,
    { noun: 'recipe', input: recipeInputSchema, answer: adminRecipeSchema },
    recipeRepo,
  )
}
