import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { ProductGrid } from '#web/storefront/products/components/product-grid.tsx'

/** Other products of the same category, as cards. Nothing when there are none. */
export function RelatedProducts({ products }: { products: readonly PublicProduct[] }) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby="related-heading" className="mt-14">
      <h2 id="related-heading" className="text-2xl font-bold text-stone-900">
        You May Also Like
      </h2>
      <ProductGrid products={products} columns="wide" className="mt-6" />
    </section>
  )
}
