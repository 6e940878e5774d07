import { productCategories } from '#shared/paths.ts'
import { AmountInput } from '#web/admin/ui/form/amount-input.tsx'
import { Checkbox } from '#web/admin/ui/form/checkbox.tsx'
import { FormTextarea } from '#web/admin/ui/form/form-textarea.tsx'
import { VisibilityField } from '#web/admin/ui/form/visibility-field.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { categoryLabels } from '#web/ui/product/category-labels.ts'
import { Select } from '#web/ui/select.tsx'
import type { ProductForm } from './product-form-values.ts'
import { ProductOptionGroupsField, SoldByPieceField } from './product-option-groups-field.tsx'
import { ProductPricePreview } from './product-price-preview.tsx'
import { ProductTagsField } from './product-tags-field.tsx'

/** Every product field of docs/product-rules.md §3 except the images, with its message beside it. */
export function ProductFormFields({ form }: { form: ProductForm }) {
  const { register } = form
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabelledField form={form} name="name" id="product-name" label="Name" />
      <LabelledField form={form} name="category" id="product-category" label="Category" as={Select}>
        {productCategories.map((c) => (
          <option key={c} value={c}>
            {categoryLabels[c]}
          </option>
        ))}
      </LabelledField>
      <LabelledField
        form={form}
        name="cutType"
        id="product-cut-type"
        label="Cut type"
        placeholder="e.g. Ribeye"
      />
      <LabelledField form={form} name="sku" id="product-sku" label="SKU" autoComplete="off" />
      <LabelledField
        form={form}
        name="price"
        id="product-price"
        label="Price per kg (₱)"
        as={AmountInput}
        step={0.01}
      />
      <LabelledField
        form={form}
        name="discountPerKg"
        id="product-discount"
        label="Discount per kg (₱)"
        as={AmountInput}
        max={100}
        step={0.01}
      />
      <ProductPricePreview control={form.control} />
      <LabelledField
        form={form}
        name="stock"
        id="product-stock"
        label="Stock (kg)"
        as={AmountInput}
        step="any"
      />
      <LabelledField
        form={form}
        name="minOrder"
        id="product-min-order"
        label="Minimum order (kg)"
        as={AmountInput}
        step={0.1}
      />
      <LabelledField form={form} name="origin" id="product-origin" label="Origin" />
      <VisibilityField id="product-visibility" registration={register('visibility')} />
      <PricedByPackedWeightField form={form} />
      <SoldByPieceField form={form} />
      <LabelledField
        form={form}
        name="description"
        id="product-description"
        label="Description"
        className="sm:col-span-2"
        as={FormTextarea}
        rows={5}
      />
      <LabelledField
        form={form}
        name="deliveryAreas"
        id="product-delivery-areas"
        label="Delivery areas"
        hint="(comma-separated)"
        className="sm:col-span-2"
      />
      <LabelledField
        form={form}
        name="allergens"
        id="product-allergens"
        label="Allergens"
        className="sm:col-span-2"
      />
      <ProductTagsField form={form} />
      <ProductOptionGroupsField form={form} />
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
