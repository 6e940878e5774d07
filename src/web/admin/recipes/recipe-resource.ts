import { adminApiPaths } from '#shared/admin-api-paths.ts'
import type { AdminRecipe } from '#shared/schemas/admin-catalog-views.ts'
import { defineCatalogResource } from '#web/admin/catalog/catalog-resource.ts'

export const recipeResource = defineCatalogResource<AdminRecipe>({
  key: 'recipes',
  paths: adminApiPaths.recipes,
  label: 'Recipe',
  nameOf: (recipe) => recipe.title,
})
