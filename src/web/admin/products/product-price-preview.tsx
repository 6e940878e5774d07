import { useWatch } from 'react-hook-form'
import { formatPeso } from '#shared/money.ts'
import { type ProductForm, previewOf } from './product-form-values.ts'

/** The discount price as the shop will show it, updated while typing. */
export function ProductPricePreview({ control }: { control: ProductForm['control'] }) {
  const [price, discountPerKg] = useWatch({ control, name: ['price', 'discountPerKg'] })
  const { discountPriceCentavos } = previewOf({ price, discountPerKg, stock: '', tags: [] })
  return (
    <p aria-live="polite" className="text-sm text-stone-700 sm:col-span-2">
      {discountPriceCentavos === null
        ? 'No discount'
        : `Discount price: ${formatPeso(discountPriceCentavos)} per kg`}
    </p>
  )
}
