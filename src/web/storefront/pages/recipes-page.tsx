import type { QueryClient } from '@tanstack/react-query'
import { BookOpen } from 'lucide-react'
import { Link } from 'react-router'
import { pageTexts } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
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

/** /recipes: published recipes, fixed category tiles and cooking tips. */
export function RecipesPage() {
  const recipes = useRecipes()
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
            Featured Recipes
          </h2>
          <QueryBoundary
            query={recipes}
            pending={loading}
            loadError={{ message: 'We could not load the recipes just now.' }}
          >
            {(data) => <RecipeList recipes={data.items} />}
          </QueryBoundary>
        </section>
        <RecipeCategories />
        <CookingTips />
      </div>
    </>
  )
}
