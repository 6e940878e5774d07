import { CircleAlert, CircleCheck, CircleX } from 'lucide-react'
import { LOW_STOCK_GRAMS } from '#shared/catalog-options.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { formatKg } from '#shared/weight.ts'
import { isOutOfStock } from '#web/storefront/products/lib/purchase-units.ts'

/** In stock, low stock (below 5 kg: docs/product-rules.md §9) or out of stock. */
export function StockStatus({ product }: { product: PublicProduct }) {
  if (isOutOfStock(product)) {
    return (
      <p className="flex items-center gap-2 font-semibold text-stone-800">
        <CircleX aria-hidden="true" className="size-5 text-stone-600" />
        Out of Stock
      </p>
    )
  }
  if (product.stockGrams < LOW_STOCK_GRAMS) {
    return (
      <p className="flex items-center gap-2 font-semibold text-amber-800">
        <CircleAlert aria-hidden="true" className="size-5" />
        Low Stock: only {formatKg(product.stockGrams)} left
      </p>
    )
  }
  return (
    <p className="flex items-center gap-2 font-semibold text-green-800">
      <CircleCheck aria-hidden="true" className="size-5" />
      In Stock
    </p>
  )
}
