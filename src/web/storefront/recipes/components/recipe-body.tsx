import type { PublicRecipe } from '#shared/schemas/catalog.ts'

/** The ingredients list and the numbered steps. */
export function RecipeBody({ recipe }: { recipe: PublicRecipe }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="ingredients-heading">
        <h2 id="ingredients-heading" className="text-2xl font-bold text-stone-900">
          Ingredients
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {recipe.ingredients.map((ingredient, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: ingredients may repeat; order is fixed.
              key={index}
              className="flex gap-2 rounded-lg bg-white px-4 py-3 text-stone-800 ring-1 ring-stone-200"
            >
              <span
                aria-hidden="true"
                className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-700"
              />
              {ingredient}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="instructions-heading">
        <h2 id="instructions-heading" className="text-2xl font-bold text-stone-900">
          Instructions
        </h2>
        <ol className="mt-4 space-y-4">
          {recipe.steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps may repeat; order is fixed.
            <li key={index} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <p className="pt-1 text-stone-800">{step}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
