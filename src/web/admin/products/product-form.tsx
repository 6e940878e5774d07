import { type FormEvent, useState } from 'react'
import type { z } from 'zod'
import { type ProductWrite, productInputSchema } from '#shared/schemas/admin-catalog.ts'
import type { AdminProduct } from '#shared/schemas/admin-catalog-views.ts'
import { useCatalogForm } from '#web/admin/catalog/use-catalog-form.ts'
import { Button } from '#web/ui/button.tsx'
import { ProductFormFields } from './product-form-fields.tsx'
import {
  emptyProductValues,
  type ProductFormValues,
  pieceGramsForSave,
  productFieldNames,
  productToValues,
  withoutEmptyImages,
} from './product-form-values.ts'
import { ProductImagesField } from './product-images-field.tsx'
import { productResource } from './product-resource.ts'

// The schema reads what was typed (ProductInput, of which the form's values are one
// fixed shape) and gives centavos and grams (ProductWrite).
const schema = productInputSchema as unknown as z.ZodType<ProductWrite, ProductFormValues>

/** The add/edit product form, shown in the screen's dialog. */
export function ProductForm({
  product,
  onDone,
}: {
  product: AdminProduct | null
  onDone: () => void
}) {
  const save = useCatalogForm(productResource, {
    schema,
    defaultValues: product ? productToValues(product) : emptyProductValues(),
    fieldNames: productFieldNames,
    itemId: product?.id ?? null,
    onSaved: onDone,
  })
  const { form } = save
  const [uploading, setUploading] = useState(false)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Image rows left without an address go now, so the cover index follows its image.
    const { images, coverImageIndex } = withoutEmptyImages(form.getValues())
    form.setValue('images', images)
    form.setValue('coverImageIndex', coverImageIndex)
    // An empty piece weight, or one left from before unticking 'Sold by the piece', is none.
    form.setValue('averagePieceGrams', pieceGramsForSave(form.getValues()))
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
