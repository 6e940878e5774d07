import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { effectivePricePerKg } from '#shared/pricing.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { useViewCart } from '#web/cart/cart-toast.ts'
import { isOutOfStock } from '#web/storefront/products/lib/purchase-units.ts'
import { addRecipeProducts } from '#web/storefront/recipes/lib/add-recipe-products.ts'
import { Button } from '#web/ui/button.tsx'
import { NoScriptNote } from '#web/ui/needs-javascript.tsx'
import { coverImage, productImageSource } from '#web/ui/product/product-image.ts'
import { ResponsiveImage } from '#web/ui/responsive-image.tsx'

/** 'Ingredients from Our Store': the recipe's related products and 'Add All to Cart'. */
export function RecipeStorePanel({ products }: { products: readonly PublicProduct[] }) {
  const viewCart = useViewCart()
  return (
    <section
      aria-labelledby="store-ingredients-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="store-ingredients-heading" className="text-xl font-bold text-stone-900">
        Ingredients from Our Store
      </h2>
      {products.length === 0 ? (
        <p className="mt-3 text-stone-700">None of this recipe's cuts are in our shop right now.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {products.map((product) => {
            const image = productImageSource(product, coverImage(product))
            return (
              <li key={product.id} className="flex items-center gap-3">
                <ResponsiveImage
                  src={image.src}
                  alt=""
                  variants={image.variants}
                  sizes="64px"
                  width={64}
                  height={48}
                  className="h-12 w-16 shrink-0 rounded-md"
                />
                <div className="min-w-0">
                  <Link
                    to={paths.product(product.id)}
                    className="font-semibold text-stone-900 hover:text-brand-700 hover:underline"
                  >
                    {product.name}
                  </Link>
                  <p className="text-sm text-stone-700">
                    {formatPeso(effectivePricePerKg(product))} per kg
                    {isOutOfStock(product) && ' · Out of Stock'}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <NoScriptNote className="mt-5" />
      <Button
        size="lg"
        className="mt-5 w-full noscript:hidden"
        onClick={() => addRecipeProducts(products, viewCart)}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        Add All to Cart
      </Button>
    </section>
  )
}
