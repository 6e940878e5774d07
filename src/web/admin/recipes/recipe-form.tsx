import { DEFAULT_RECIPE_FACTS, recipeDifficulties } from '#shared/recipe-facts.ts'
import { type RecipeInput, recipeInputSchema } from '#shared/schemas/admin-catalog.ts'
import type { AdminRecipe } from '#shared/schemas/admin-catalog-views.ts'
import { useCatalogForm } from '#web/admin/catalog/use-catalog-form.ts'
import { DialogFormActions } from '#web/admin/ui/form/dialog-form-actions.tsx'
import { ImageUrlField } from '#web/admin/ui/form/image-url-field.tsx'
import { VisibilityField } from '#web/admin/ui/form/visibility-field.tsx'
import { WholeNumberInput } from '#web/admin/ui/form/whole-number-input.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { Select } from '#web/ui/select.tsx'
import { recipeResource } from './recipe-resource.ts'
import { RelatedProductsField } from './related-products-field.tsx'
import { TextRowsField } from './text-rows-field.tsx'

const fieldNames = [
  'title',
  'imageUrl',
  'ingredients',
  'steps',
  'relatedProductIds',
  'visibility',
  'category',
  'cookMinutes',
  'servings',
  'difficulty',
] as const

function defaultsFor(recipe: AdminRecipe | null): RecipeInput {
  return {
    title: recipe?.title ?? '',
    imageUrl: recipe?.imageUrl ?? '',
    ingredients: recipe?.ingredients ?? [],
    steps: recipe?.steps ?? [],
    // A product set to draft since is no longer offered, so it is not kept either.
    relatedProductIds:
      recipe?.relatedProducts
        .filter((product) => product.visibility === 'published')
        .map((product) => product.id) ?? [],
    visibility: recipe?.visibility ?? 'published',
    category: recipe?.category ?? '',
    cookMinutes: String(recipe?.cookMinutes ?? DEFAULT_RECIPE_FACTS.cookMinutes),
    servings: String(recipe?.servings ?? DEFAULT_RECIPE_FACTS.servings),
    difficulty: recipe?.difficulty ?? DEFAULT_RECIPE_FACTS.difficulty,
  }
}

/**
 * Add or edit a recipe: title, picture, its category, time, servings and difficulty
 * (what the storefront's cards, page and category tiles show), ingredient and step
 * rows, related products.
 */
export function RecipeForm({ recipe, onDone }: { recipe: AdminRecipe | null; onDone: () => void }) {
  const { form, onSubmit, pending } = useCatalogForm(recipeResource, {
    schema: recipeInputSchema,
    defaultValues: defaultsFor(recipe),
    fieldNames,
    itemId: recipe?.id ?? null,
    onSaved: onDone,
  })
  const { register, control } = form

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <LabelledField form={form} name="title" id="recipe-title" label="Title" />
      <ImageUrlField id="recipe-image" control={control} name="imageUrl" />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField
          form={form}
          name="category"
          id="recipe-category"
          label="Category"
          as={Select}
        >
          <option value="">None</option>
          <option value="beef">Beef</option>
          <option value="pork">Pork</option>
          <option value="chicken">Chicken</option>
          <option value="seafood">Seafood</option>
        </LabelledField>
        <LabelledField
          form={form}
          name="difficulty"
          id="recipe-difficulty"
          label="Difficulty"
          as={Select}
        >
          {recipeDifficulties.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {difficulty}
            </option>
          ))}
        </LabelledField>
        <LabelledField
          form={form}
          name="cookMinutes"
          id="recipe-cook-minutes"
          label="Time (minutes)"
          as={WholeNumberInput}
          min={1}
        />
        <LabelledField
          form={form}
          name="servings"
          id="recipe-servings"
          label="Servings"
          as={WholeNumberInput}
          min={1}
        />
      </div>
      <TextRowsField
        control={control}
        name="ingredients"
        legend="Ingredients"
        rowLabel="Ingredient"
      />
      <TextRowsField control={control} name="steps" legend="Steps" rowLabel="Step" numbered />
      <RelatedProductsField control={control} />
      <VisibilityField id="recipe-visibility" registration={register('visibility')} />
      <DialogFormActions
        pending={pending}
        saveLabel={recipe ? 'Save Changes' : 'Create Recipe'}
        onCancel={onDone}
      />
    </form>
  )
}
