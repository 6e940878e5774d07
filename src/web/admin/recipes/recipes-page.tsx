import { ChefHat } from 'lucide-react'
import { catalogListParamsSchema } from '#web/admin/catalog/catalog-list-params.ts'
import { CatalogScreen } from '#web/admin/catalog/catalog-screen.tsx'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { recipeColumns } from './recipe-columns.tsx'
import { RecipeForm } from './recipe-form.tsx'
import { recipeResource } from './recipe-resource.ts'

/** Recipes management (docs/product-rules.md §2 Admin). */
export function AdminRecipesPage() {
  return (
    <RequireStaff section="recipes">
      <CatalogScreen
        resource={recipeResource}
        listParams={catalogListParamsSchema}
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
