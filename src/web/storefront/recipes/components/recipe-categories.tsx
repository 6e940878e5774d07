import { Beef, Drumstick, Fish, Ham, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { type ProductCategory, paths } from '#shared/paths.ts'
import type { PublicRecipe } from '#shared/schemas/catalog.ts'

const categories: readonly { category: ProductCategory; name: string; icon: LucideIcon }[] = [
  { category: 'beef', name: 'Beef', icon: Beef },
  { category: 'pork', name: 'Pork', icon: Ham },
  { category: 'chicken', name: 'Chicken', icon: Drumstick },
  { category: 'seafood', name: 'Seafood', icon: Fish },
]

/** How many of the published recipes cook each meat. */
export function recipeCounts(recipes: readonly PublicRecipe[]): Record<ProductCategory, number> {
  const counts: Record<ProductCategory, number> = { beef: 0, pork: 0, chicken: 0, seafood: 0 }
  for (const recipe of recipes) if (recipe.category) counts[recipe.category]++
  return counts
}

/**
 * The category tiles (issue 31 §7): each counts the published recipes that cook its
 * meat (the whole list is one answer, so the count is exact) and links to them.
 */
export function RecipeCategories({ recipes }: { recipes: readonly PublicRecipe[] }) {
  const counts = recipeCounts(recipes)
  return (
    <section aria-labelledby="recipe-categories-heading" className="mt-14">
      <h2 id="recipe-categories-heading" className="text-2xl font-bold text-stone-900">
        Recipe Categories
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {categories.map(({ category, name, icon: Icon }) => (
          <li key={category}>
            <Link
              to={paths.recipesOf(category)}
              className="block h-full rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200 hover:ring-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <Icon aria-hidden="true" className="mx-auto size-8 text-brand-700" />
              <span className="mt-2 block text-lg font-semibold text-stone-900">{name}</span>
              <span className="block text-sm text-stone-700">
                {counts[category]} {counts[category] === 1 ? 'recipe' : 'recipes'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
