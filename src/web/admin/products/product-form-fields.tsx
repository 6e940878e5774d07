import { productCategories } from '#shared/paths.ts'
import { AmountInput } from '#web/admin/ui/form/amount-input.tsx'
import { Checkbox } from '#web/admin/ui/form/checkbox.tsx'
import { FormTextarea } from '#web/admin/ui/form/form-textarea.tsx'
import { VisibilityField } from '#web/admin/ui/form/visibility-field.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { Input } from '#web/ui/input.tsx'
import { categoryLabels } from '#web/ui/product/category-labels.ts'
import { Select } from '#web/ui/select.tsx'
import type { ProductForm } from './product-form-values.ts'
import { ProductPricePreview } from './product-price-preview.tsx'
import { ProductTagsField } from './product-tags-field.tsx'

/** Every product field of docs/product-rules.md §3 except the images, with its message beside it. */
export function ProductFormFields({ form }: { form: ProductForm }) {
  const { register } = form
  const errors = form.formState.errors
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="product-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} />}
      </FormField>
      <FormField id="product-category" label="Category" error={errors.category?.message}>
        {(control) => (
          <Select {...control} {...register('category')}>
            {productCategories.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="product-cut-type" label="Cut type" error={errors.cutType?.message}>
        {(control) => <Input {...control} placeholder="e.g. Ribeye" {...register('cutType')} />}
      </FormField>
      <FormField id="product-sku" label="SKU" error={errors.sku?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('sku')} />}
      </FormField>
      <FormField id="product-price" label="Price per kg (₱)" error={errors.price?.message}>
        {(control) => <AmountInput {...control} step={0.01} {...register('price')} />}
      </FormField>
      <FormField
        id="product-discount"
        label="Discount per kg (₱)"
        error={errors.discountPerKg?.message}
      >
        {(control) => (
          <AmountInput {...control} max={100} step={0.01} {...register('discountPerKg')} />
        )}
      </FormField>
      <ProductPricePreview control={form.control} />
      <FormField id="product-stock" label="Stock (kg)" error={errors.stock?.message}>
        {(control) => <AmountInput {...control} step="any" {...register('stock')} />}
      </FormField>
      <FormField id="product-min-order" label="Minimum order (kg)" error={errors.minOrder?.message}>
        {(control) => <AmountInput {...control} step={0.1} {...register('minOrder')} />}
      </FormField>
      <FormField id="product-origin" label="Origin" error={errors.origin?.message}>
        {(control) => <Input {...control} {...register('origin')} />}
      </FormField>
      <VisibilityField id="product-visibility" registration={register('visibility')} />
      <PricedByPackedWeightField form={form} />
      <FormField
        id="product-description"
        label="Description"
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        {(control) => <FormTextarea {...control} rows={5} {...register('description')} />}
      </FormField>
      <FormField
        id="product-delivery-areas"
        label="Delivery areas"
        hint="(comma-separated)"
        error={errors.deliveryAreas?.message}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} {...register('deliveryAreas')} />}
      </FormField>
      <FormField
        id="product-allergens"
        label="Allergens"
        error={errors.allergens?.message}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} {...register('allergens')} />}
      </FormField>
      <ProductTagsField form={form} />
    </div>
  )
}

/**
 * Issue 17: the shopper pays an estimate at checkout and staff record the weight
 * packed, which re-prices the line (docs/product-rules.md §13).
 */
function PricedByPackedWeightField({ form }: { form: ProductForm }) {
  const error = form.formState.errors.pricedByPackedWeight?.message
  return (
    <div className="sm:col-span-2">
      <div className="flex items-center gap-2 text-sm text-stone-900">
        <Checkbox
          id="product-priced-by-packed-weight"
          aria-describedby="product-priced-by-packed-weight-hint"
          aria-invalid={error ? true : undefined}
          {...form.register('pricedByPackedWeight')}
        />
        <label htmlFor="product-priced-by-packed-weight" className="font-medium">
          Priced by packed weight
        </label>
      </div>
      <p id="product-priced-by-packed-weight-hint" className="mt-1 text-sm text-stone-600">
        The shopper pays an estimate; you record the packed weight
      </p>
      <FieldError id="product-priced-by-packed-weight-error" message={error} />
    </div>
  )
}
