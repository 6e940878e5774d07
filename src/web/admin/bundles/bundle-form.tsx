import { type BundleInput, bundleInputSchema } from '#shared/schemas/admin-catalog.ts'
import type { AdminBundle } from '#shared/schemas/admin-catalog-views.ts'
import { useCatalogForm } from '#web/admin/catalog/use-catalog-form.ts'
import { AmountInput } from '#web/admin/ui/form/amount-input.tsx'
import { DialogFormActions } from '#web/admin/ui/form/dialog-form-actions.tsx'
import { FormTextarea } from '#web/admin/ui/form/form-textarea.tsx'
import { ImageUrlField } from '#web/admin/ui/form/image-url-field.tsx'
import { VisibilityField } from '#web/admin/ui/form/visibility-field.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { BundleProductsField } from './bundle-products-field.tsx'
import { bundleResource } from './bundle-resource.ts'
import { BundleValueCheck } from './bundle-value-check.tsx'

const fieldNames = [
  'name',
  'description',
  'price',
  'discountPrice',
  'imageUrl',
  'items',
  'visibility',
] as const

const pesosText = (centavos: number) => (centavos / 100).toFixed(2)

function defaultsFor(bundle: AdminBundle | null): BundleInput {
  return {
    name: bundle?.name ?? '',
    description: bundle?.description ?? '',
    price: bundle ? pesosText(bundle.priceCentavos) : '',
    discountPrice:
      bundle?.discountPriceCentavos != null ? pesosText(bundle.discountPriceCentavos) : '',
    imageUrl: bundle?.imageUrl ?? '',
    items:
      bundle?.items.map((item) => ({
        productId: item.productId,
        quantity: String(item.quantityGrams / 1000),
      })) ?? [],
    visibility: bundle?.visibility ?? 'published',
  }
}

/** Add or edit a bundle: its price, picture and the products (with kilograms) it holds. */
export function BundleForm({ bundle, onDone }: { bundle: AdminBundle | null; onDone: () => void }) {
  const { form, onSubmit, pending } = useCatalogForm(bundleResource, {
    schema: bundleInputSchema,
    defaultValues: defaultsFor(bundle),
    fieldNames,
    itemId: bundle?.id ?? null,
    onSaved: onDone,
  })
  const { register } = form

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <LabelledField form={form} name="name" id="bundle-name" label="Name" />
      <LabelledField
        form={form}
        name="description"
        id="bundle-description"
        label="Description"
        as={FormTextarea}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField
          form={form}
          name="price"
          id="bundle-price"
          label="Base price (₱)"
          as={AmountInput}
          step={0.01}
        />
        <LabelledField
          form={form}
          name="discountPrice"
          id="bundle-discount-price"
          label="Discounted price (₱)"
          hint="(optional)"
          as={AmountInput}
          step={0.01}
        />
      </div>
      <BundleValueCheck form={form} separatePriceCentavos={bundle?.separatePriceCentavos ?? null} />
      <ImageUrlField id="bundle-image" control={form.control} name="imageUrl" />
      <BundleProductsField form={form} />
      <VisibilityField id="bundle-visibility" registration={register('visibility')} />
      <DialogFormActions
        pending={pending}
        saveLabel={bundle ? 'Save Changes' : 'Create Bundle'}
        onCancel={onDone}
      />
    </form>
  )
}
