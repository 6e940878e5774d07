import { ArrowLeft, BookX } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { paths } from '../../../shared/paths'
import type { PublicRecipe } from '../../../shared/schemas/catalog'
import { buttonClasses } from '../../ui/button-styles'
import { EmptyState } from '../../ui/empty-state'
import { LoadError } from '../../ui/load-error'
import { isNotFound } from '../lib/is-not-found'
import { PageMeta } from '../lib/page-meta'
import { parseId } from '../lib/parse-id'
import { useRecipe } from '../recipes/api/get-recipe'
import { RecipeBody } from '../recipes/components/recipe-body'
import { RecipeDetailSkeleton } from '../recipes/components/recipe-detail-skeleton'
import { ChefTips, NutritionFacts } from '../recipes/components/recipe-extras'
import { RecipeHero } from '../recipes/components/recipe-hero'
import { RecipeStorePanel } from '../recipes/components/recipe-store-panel'

/** /recipe/{id}: the recipe, and its cuts from our shop ready to add in one click. */
export function RecipePage() {
  const id = parseId(useParams().id)
  const query = useRecipe(id)
  const recipe = query.data
  const missing = id === null || isNotFound(query.error)
  return (
    <>
      <PageMeta
        title={missing ? 'Recipe Not Found' : recipe?.title}
        description={
          recipe
            ? `How to cook ${recipe.title}: ingredients, step-by-step instructions and the cuts to order.`
            : undefined
        }
      />
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
      ) : query.isError ? (
        <LoadError
          title="We could not load this recipe"
          message="Please check your connection and try again."
          onRetry={() => void query.refetch()}
        />
      ) : recipe ? (
        <RecipeDetail recipe={recipe} />
      ) : (
        <RecipeDetailSkeleton />
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
