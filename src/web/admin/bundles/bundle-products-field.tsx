import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import type { BundleInput, BundleWrite } from '#shared/schemas/admin-catalog.ts'
import type { ProductOption } from '#shared/schemas/admin-catalog-views.ts'
import { WithProductOptions } from '#web/admin/products/product-options-state.tsx'
import { Checkbox } from '#web/admin/ui/form/checkbox.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { Input } from '#web/ui/input.tsx'

type BundleForm = UseFormReturn<BundleInput, unknown, BundleWrite>

/**
 * The bundle's products as checkboxes (drafts marked), each checked one with the
 * kilograms a single bundle takes, so buying a bundle knows the stock it uses.
 */
export function BundleProductsField({ form }: { form: BundleForm }) {
  const errors = form.formState.errors.items
  const message = errors?.message ?? errors?.root?.message
  return (
    <fieldset aria-describedby={message ? 'bundle-items-error' : undefined}>
      <legend className="text-sm font-medium text-stone-800">Products</legend>
      <div className="mt-2 max-h-72 overflow-y-auto rounded-md border border-stone-200 p-2">
        <WithProductOptions>
          {(options) => <ProductChecklist form={form} options={options} />}
        </WithProductOptions>
      </div>
      <FieldError id="bundle-items-error" message={message} />
    </fieldset>
  )
}

function ProductChecklist({ form, options }: { form: BundleForm; options: ProductOption[] }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' })
  const rowErrors = form.formState.errors.items
  if (options.length === 0) return <p className="p-2 text-sm text-stone-700">No products yet.</p>
  return (
    <ul className="divide-y divide-stone-100">
      {options.map((option) => {
        const index = fields.findIndex((field) => field.productId === option.id)
        const checked = index !== -1
        const checkboxId = `bundle-product-${option.id}`
        const quantityId = `bundle-quantity-${option.id}`
        const quantityError = checked ? rowErrors?.[index]?.quantity?.message : undefined
        return (
          <li key={option.id} className="flex flex-wrap items-center gap-3 px-2 py-2">
            <Checkbox
              id={checkboxId}
              checked={checked}
              onChange={() =>
                checked ? remove(index) : append({ productId: option.id, quantity: '1' })
              }
            />
            <label htmlFor={checkboxId} className="flex-1 text-sm text-stone-900">
              {option.name}
              {option.visibility === 'draft' && <span className="text-stone-600"> (draft)</span>}
            </label>
            {checked && (
              <div className="flex items-center gap-2">
                <label htmlFor={quantityId} className="text-sm text-stone-700">
                  <span className="sr-only">Kilograms of {option.name}</span>
                  <span aria-hidden="true">kg</span>
                </label>
                <Input
                  id={quantityId}
                  type="number"
                  min={0.1}
                  step={0.1}
                  className="w-24"
                  aria-invalid={quantityError ? true : undefined}
                  aria-describedby={quantityError ? `${quantityId}-error` : undefined}
                  {...form.register(`items.${index}.quantity`)}
                />
                <FieldError id={`${quantityId}-error`} message={quantityError} />
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
