import type { QueryClient } from '@tanstack/react-query'
import { ArrowLeft, BookX } from 'lucide-react'
import { Link, type LoaderFunctionArgs, useParams } from 'react-router'
import { recipePageText } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import { parseRowId } from '#shared/row-id.ts'
import type { PublicRecipe } from '#shared/schemas/catalog.ts'
import { PageMeta } from '#web/lib/page-meta.tsx'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import { isNotFound } from '#web/storefront/lib/is-not-found.ts'
import { recipeQueryOptions, useRecipe } from '#web/storefront/recipes/api/get-recipe.ts'
import { RecipeBody } from '#web/storefront/recipes/components/recipe-body.tsx'
import { RecipeDetailSkeleton } from '#web/storefront/recipes/components/recipe-detail-skeleton.tsx'
import { ChefTips, NutritionFacts } from '#web/storefront/recipes/components/recipe-extras.tsx'
import { RecipeHero } from '#web/storefront/recipes/components/recipe-hero.tsx'
import { RecipeStorePanel } from '#web/storefront/recipes/components/recipe-store-panel.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'

/** The recipe the address names; an id the shop cannot have is not asked for. */
export function recipePageLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const id = parseRowId(params.id)
    if (id !== null) prefetchQuery(queryClient, recipeQueryOptions(id))
    return null
  }
}

/** /recipe/{id}: the recipe, and its cuts from our shop ready to add in one click. */
export function RecipePage() {
  const id = parseRowId(useParams().id)
  const query = useRecipe(id)
  const recipe = query.data
  const missing = id === null || isNotFound(query.error)
  return (
    <>
      <PageMeta {...(missing ? { title: 'Recipe Not Found' } : recipe && recipePageText(recipe))} />
      {missing ? (
        <EmptyState
          icon={BookX}
          title="Recipe Not Found"
          headingLevel="h1"
          action={
            <Link to={paths.recipes} className={buttonClasses()}>
              Back to Recipes
            </Link>
          }
        >
          <p>This recipe does not exist or is no longer available.</p>
        </EmptyState>
      ) : (
        <QueryBoundary
          query={query}
          pending={<RecipeDetailSkeleton />}
          loadError={{
            title: 'We could not load this recipe',
            message: 'Please check your connection and try again.',
          }}
        >
          {(loaded) => <RecipeDetail recipe={loaded} />}
        </QueryBoundary>
      )}
    </>
  )
}

function RecipeDetail({ recipe }: { recipe: PublicRecipe }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link
        to={paths.recipes}
        className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-stone-700 hover:text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Recipes
      </Link>
      <div className="mt-6">
        <RecipeHero recipe={recipe} />
      </div>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[2fr_1fr]">
        <RecipeBody recipe={recipe} />
        <aside aria-label="Shop and tips" className="space-y-6">
          <RecipeStorePanel products={recipe.relatedProducts} />
          <ChefTips />
          <NutritionFacts />
        </aside>
      </div>
    </div>
  )
}
