import type { QueryClient } from '@tanstack/react-query'
import { BookOpen } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { pageTexts } from '#shared/page-titles.ts'
import { type ProductCategory, paths, productCategoryOf } from '#shared/paths.ts'
import type { PublicRecipe } from '#shared/schemas/catalog.ts'
import { PageMeta } from '#web/lib/page-meta.tsx'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import { recipesQueryOptions, useRecipes } from '#web/storefront/recipes/api/get-recipes.ts'
import { CookingTips } from '#web/storefront/recipes/components/cooking-tips.tsx'
import { RecipeCard } from '#web/storefront/recipes/components/recipe-card.tsx'
import { RecipeCardSkeleton } from '#web/storefront/recipes/components/recipe-card-skeleton.tsx'
import { RecipeCategories } from '#web/storefront/recipes/components/recipe-categories.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'

const gridClass = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'

const loading = (
  <div role="status" aria-busy="true" className={gridClass}>
    <span className="sr-only">Loading recipes</span>
    <RecipeCardSkeleton />
    <RecipeCardSkeleton />
    <RecipeCardSkeleton />
  </div>
)

const categoryNames: Record<ProductCategory, string> = {
  beef: 'Beef',
  pork: 'Pork',
  chicken: 'Chicken',
  seafood: 'Seafood',
}

/** The recipes of one category (`?category=beef`, from a category tile), with a way back to all. */
function CategoryRecipes({
  recipes,
  category,
}: {
  recipes: readonly PublicRecipe[]
  category: ProductCategory
}) {
  const shown = recipes.filter((r) => r.category === category)
  return (
    <>
      <p className="mt-2 text-stone-700">
        <Link to={paths.recipes} className="font-medium text-brand-700 underline">
          Show all recipes
        </Link>
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 text-stone-700">No recipes found</p>
      ) : (
        <RecipeList recipes={shown} />
      )}
    </>
  )
}

function RecipeList({ recipes }: { recipes: readonly PublicRecipe[] }) {
  if (recipes.length === 0) {
    return (
      <EmptyState
        icon={BookOpen}
        title="No Recipes Available"
        action={
          <Link to={paths.products()} className={buttonClasses()}>
            Browse Products
          </Link>
        }
      >
        <p>New recipes are on their way. In the meantime, pick your next cut.</p>
      </EmptyState>
    )
  }
  return (
    <ul className={gridClass}>
      {recipes.map((recipe, index) => (
        <li key={recipe.id}>
          <RecipeCard recipe={recipe} priority={index < 1} />
        </li>
      ))}
    </ul>
  )
}

export function recipesPageLoader(queryClient: QueryClient) {
  return () => {
    prefetchQuery(queryClient, recipesQueryOptions)
    return null
  }
}

/**
 * /recipes: published recipes (those of one category with `?category=beef`), the
 * category tiles with their real counts, and cooking tips.
 */
export function RecipesPage() {
  const recipes = useRecipes()
  const [searchParams] = useSearchParams()
  const category = productCategoryOf(searchParams.get('category'))
  return (
    <>
      <PageMeta {...pageTexts.recipes} />
      <section className="bg-stone-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Recipes</h1>
          <p className="mt-3 max-w-prose text-lg text-stone-200">
            Simple, tried-and-tested ways to cook our cuts, from a weeknight adobo to a weekend
            steak.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <section aria-labelledby="recipe-list-heading">
          <h2 id="recipe-list-heading" className="text-2xl font-bold text-stone-900">
            {category ? `${categoryNames[category]} Recipes` : 'Featured Recipes'}
          </h2>
          <QueryBoundary
            query={recipes}
            pending={loading}
            loadError={{ message: 'We could not load the recipes just now.' }}
          >
            {(data) =>
              category ? (
                <CategoryRecipes recipes={data.items} category={category} />
              ) : (
                <RecipeList recipes={data.items} />
              )
            }
          </QueryBoundary>
        </section>
        {recipes.data && <RecipeCategories recipes={recipes.data.items} />}
        <CookingTips />
      </div>
    </>
  )
}
