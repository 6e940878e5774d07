import type { AdminRecipe } from '#shared/schemas/admin-catalog-views.ts'
import type { CatalogColumn } from '#web/admin/catalog/catalog-table.tsx'
import { CatalogThumbnail } from '#web/admin/catalog/catalog-thumbnail.tsx'

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

export const recipeColumns: CatalogColumn<AdminRecipe>[] = [
  { heading: 'Image', cell: (recipe) => <CatalogThumbnail src={recipe.imageUrl} /> },
  { heading: 'Title', cell: (recipe) => recipe.title, className: 'font-medium' },
  {
    heading: 'Ingredients',
    cell: (recipe) => count(recipe.ingredients.length, 'ingredient'),
    className: 'whitespace-nowrap text-stone-700',
  },
  {
    heading: 'Steps',
    cell: (recipe) => count(recipe.steps.length, 'step'),
    className: 'whitespace-nowrap text-stone-700',
  },
  {
    heading: 'Related products',
    cell: (recipe) =>
      recipe.relatedProducts.length === 0
        ? 'None'
        : recipe.relatedProducts.map((product) => product.name).join(', '),
    className: 'text-stone-700',
  },
]
