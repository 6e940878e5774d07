import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { type ProductCategory, paths } from '#shared/paths.ts'
import { useHomepage } from '#web/storefront/home/api/get-homepage.ts'
import { ResponsiveImage } from '#web/ui/responsive-image.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'

/** docs/product-rules.md §2: the home page tiles are Pork, Chicken and Seafood. */
const tiles: readonly { category: ProductCategory; label: string; alt: string }[] = [
  { category: 'pork', label: 'Pork', alt: 'Fresh pork cuts' },
  { category: 'chicken', label: 'Chicken', alt: 'Farm-fresh chicken' },
  { category: 'seafood', label: 'Seafood', alt: 'Fresh seafood' },
]

/** Shop by Category: tiles linking to /products/{category}, images from the homepage settings. */
export function CategoryTiles() {
  const homepage = useHomepage()
  const images = homepage.data?.categoryImages
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="categories-heading" className="text-center text-3xl font-bold text-stone-900">
        Shop by Category
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-3">
        {tiles.map(({ category, label, alt }) => (
          <li key={category}>
            <Link
              to={paths.products(category)}
              className="group block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 hover:shadow-md"
            >
              {images ? (
                <ResponsiveImage
                  src={images[category]}
                  alt={alt}
                  width={800}
                  height={600}
                  className="aspect-[4/3] h-auto w-full transition-transform group-hover:scale-105"
                />
              ) : (
                <Skeleton className="aspect-[4/3] w-full rounded-none" />
              )}
              <span className="flex items-center justify-between px-5 py-4 text-xl font-semibold text-stone-900 group-hover:text-brand-700">
                {label}
                <ArrowRight aria-hidden="true" className="size-5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
