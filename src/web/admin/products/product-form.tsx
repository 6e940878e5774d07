import { zodResolver } from '@hookform/resolvers/zod'
import { type FormEvent, useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { type ProductWrite, productInputSchema } from '#shared/schemas/admin-catalog.ts'
import type { AdminProduct } from '#shared/schemas/admin-catalog-views.ts'
import { useCatalogFormSave } from '#web/admin/catalog/use-catalog-form-save.ts'
import { Button } from '#web/ui/button.tsx'
import { ProductFormFields } from './product-form-fields.tsx'
import {
  emptyProductValues,
  type ProductFormValues,
  productFieldNames,
  productToValues,
  withoutEmptyImages,
} from './product-form-values.ts'
import { ProductImagesField } from './product-images-field.tsx'
import { productResource } from './product-resource.ts'

// The schema reads what was typed (ProductInput) and gives centavos and grams (ProductWrite).
const resolver = zodResolver(productInputSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductWrite
>

/** The add/edit product form, shown in the screen's dialog. */
export function ProductForm({
  product,
  onDone,
}: {
  product: AdminProduct | null
  onDone: () => void
}) {
  const form = useForm<ProductFormValues, unknown, ProductWrite>({
    resolver,
    defaultValues: product ? productToValues(product) : emptyProductValues(),
  })
  const save = useCatalogFormSave(productResource, form, {
    itemId: product?.id ?? null,
    fieldNames: productFieldNames,
    onSaved: onDone,
  })
  const [uploading, setUploading] = useState(false)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Image rows left without an address go now, so the cover index follows its image.
    const { images, coverImageIndex } = withoutEmptyImages(form.getValues())
    form.setValue('images', images)
    form.setValue('coverImageIndex', coverImageIndex)
    return save.onSubmit(event)
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <ProductFormFields form={form} />
      <ProductImagesField form={form} onUploadingChange={setUploading} />
      <div className="flex justify-end gap-3 border-t border-stone-200 pt-4">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.pending || uploading}>
          {save.pending ? 'Saving...' : uploading ? 'Uploading...' : 'Save Product'}
        </Button>
      </div>
    </form>
  )
}
