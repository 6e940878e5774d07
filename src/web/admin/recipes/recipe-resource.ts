import { adminApiPaths } from '../../../shared/admin-api-paths'
import type { AdminRecipe } from '../../../shared/schemas/admin-catalog-views'
import { defineCatalogResource } from '../catalog/catalog-resource'

export const recipeResource = defineCatalogResource<AdminRecipe>({
  key: 'recipes',
  paths: adminApiPaths.recipes,
  label: 'Recipe',
  nameOf: (recipe) => recipe.title,
})
