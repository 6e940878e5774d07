import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import type { AdminRecipe } from '#shared/schemas/admin-catalog-views.ts'
import { defineCatalogResource } from '#web/admin/catalog/api/catalog-resource.ts'

export const recipeResource = defineCatalogResource<AdminRecipe>({
  key: 'recipes',
  paths: adminCatalogApiPaths.recipes,
  label: 'Recipe',
  nameOf: (recipe) => recipe.title,
})
