import { ChefHat } from 'lucide-react'
import { CatalogScreen } from '../catalog/catalog-screen'
import { RequireStaff } from '../require-staff'
import { recipeColumns } from './recipe-columns'
import { RecipeForm } from './recipe-form'
import { recipeResource } from './recipe-resource'

/** Recipes management (SPEC.md §2 Admin). */
export function AdminRecipesPage() {
  return (
    <RequireStaff section="recipes">
      <CatalogScreen
        resource={recipeResource}
        noun="recipes"
        searchPlaceholder="Search recipes..."
        emptyTitle="No recipes found"
        emptyIcon={ChefHat}
        columns={recipeColumns}
        dialogSize="lg"
        renderForm={(recipe, close) => <RecipeForm recipe={recipe} onDone={close} />}
      />
    </RequireStaff>
  )
}
