import { useWatch } from 'react-hook-form'
import { ProductTags } from '#web/ui/product/product-tags.tsx'
import { hasNewTag, type ProductForm, previewOf, withNewTag } from './product-form-values.ts'

/**
 * NEW is the only tag set by hand; SALE and SOLD OUT follow the discount and the
 * stock (docs/product-rules.md §4), so the tags saving would give are shown as they change.
 */
export function ProductTagsField({ form }: { form: ProductForm }) {
  const [tags, price, discountPerKg, stock] = useWatch({
    control: form.control,
    name: ['tags', 'price', 'discountPerKg', 'stock'],
  })
  const preview = previewOf({ price, discountPerKg, stock, tags: tags ?? [] })
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-stone-800">Tags</legend>
      <label className="mt-2 flex items-center gap-2 text-sm text-stone-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={hasNewTag(tags ?? [])}
          onChange={(event) =>
            form.setValue('tags', withNewTag(tags ?? [], event.target.checked), {
              shouldDirty: true,
            })
          }
        />
        NEW
      </label>
      <p className="mt-2 text-sm text-stone-700">
        SALE and SOLD OUT are set automatically from the discount and the stock.
      </p>
      <div
        aria-live="polite"
        className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700"
      >
        <span>Tags on save:</span>
        {preview.tags.length === 0 ? <span>none</span> : <ProductTags tags={preview.tags} />}
      </div>
    </fieldset>
  )
}
