import { type Control, useController } from 'react-hook-form'
import type { RecipeInput, RecipeWrite } from '#shared/schemas/admin-catalog.ts'
import { WithProductOptions } from '#web/admin/products/product-options-state.tsx'
import { Checkbox } from '#web/admin/ui/form/checkbox.tsx'
import { FieldError } from '#web/ui/field-error.tsx'

/** Related products: only published ones are offered (docs/product-rules.md §5). */
export function RelatedProductsField({
  control,
}: {
  control: Control<RecipeInput, unknown, RecipeWrite>
}) {
  const { field, fieldState } = useController({ control, name: 'relatedProductIds' })
  const chosen = field.value ?? []
  const errorId = 'recipe-related-error'
  return (
    <fieldset aria-describedby={fieldState.error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">Related products</legend>
      <div className="mt-2 max-h-60 overflow-y-auto rounded-md border border-stone-200 p-2">
        <WithProductOptions>
          {(options) => {
            const published = options.filter((option) => option.visibility === 'published')
            if (published.length === 0) {
              return <p className="p-2 text-sm text-stone-700">No published products yet.</p>
            }
            return (
              <ul className="grid gap-1 sm:grid-cols-2">
                {published.map((option) => {
                  const id = `recipe-product-${option.id}`
                  const checked = chosen.includes(option.id)
                  return (
                    <li key={option.id} className="flex items-center gap-2 px-2 py-1.5">
                      <Checkbox
                        id={id}
                        checked={checked}
                        onChange={() =>
                          field.onChange(
                            checked
                              ? chosen.filter((productId) => productId !== option.id)
                              : [...chosen, option.id],
                          )
                        }
                      />
                      <label htmlFor={id} className="text-sm text-stone-900">
                        {option.name}
                      </label>
                    </li>
                  )
                })}
              </ul>
            )
          }}
        </WithProductOptions>
      </div>
      <FieldError id={errorId} message={fieldState.error?.message} />
    </fieldset>
  )
}
