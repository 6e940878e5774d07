import { ChefHat, Clock, Users } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { formatCookTime, formatServings } from '#shared/recipe-facts.ts'
import type { PublicRecipe } from '#shared/schemas/catalog.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { CardImage } from '#web/ui/product/card-image.tsx'

/** docs/product-rules.md §2: the first four ingredients, then '...' when there are more. */
const PREVIEW_INGREDIENTS = 4

export function RecipeCard({ recipe, priority }: { recipe: PublicRecipe; priority: boolean }) {
  const shown = recipe.ingredients.slice(0, PREVIEW_INGREDIENTS)
  const headingId = `recipe-${recipe.id}-title`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <CardImage imageUrl={recipe.imageUrl} alt={recipe.title} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-xl font-bold text-stone-900">
          {recipe.title}
        </h3>
        <p className="mt-2 flex gap-4 text-sm text-stone-700">
          <span className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {formatCookTime(recipe.cookMinutes)}
          </span>
          <span className="flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {formatServings(recipe.servings)}
          </span>
        </p>
        <h4 className="mt-4 flex items-center gap-1 text-sm font-semibold text-stone-800">
          <ChefHat aria-hidden="true" className="size-4 text-brand-700" />
          Ingredients
        </h4>
        <ul className="mt-1 list-inside list-disc text-sm text-stone-700">
          {shown.map((ingredient, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: ingredients may repeat; order is fixed.
            <li key={index}>{ingredient}</li>
          ))}
          {recipe.ingredients.length > PREVIEW_INGREDIENTS && <li className="list-none">...</li>}
        </ul>
        <div className="mt-auto pt-5">
          <Link
            to={paths.recipe(recipe.id)}
            aria-describedby={headingId}
            className={buttonClasses({}, 'w-full')}
          >
            View Recipe
          </Link>
        </div>
      </div>
    </article>
  )
}
