import { categoryBanners, type ListingCategory } from '#shared/catalog-options.ts'
import { useHomepage } from '#web/storefront/home/api/get-homepage.ts'
import { ResponsiveImage } from '#web/ui/responsive-image.tsx'

/**
 * The listing's heading: a banner with title, description and the category image
 * (from the homepage settings) for the four categories, a plain heading otherwise.
 */
export function CategoryBanner({ category }: { category: ListingCategory }) {
  const image = useHomepage().data?.categoryImages
  if (category === 'all') {
    return (
      <div className="mx-auto max-w-7xl px-4 pt-10">
        <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">All Products</h1>
      </div>
    )
  }
  const banner = categoryBanners[category]
  return (
    <section aria-labelledby="category-heading" className="bg-stone-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-8 md:gap-10 md:py-10">
        <div className="min-w-0 flex-1">
          <h1
            id="category-heading"
            className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {banner.title}
          </h1>
          <p className="mt-3 max-w-prose text-stone-200 sm:text-lg">{banner.description}</p>
        </div>
        <div className="w-24 shrink-0 sm:w-44 md:w-72">
          {image ? (
            <ResponsiveImage
              src={image[category]}
              alt=""
              width={800}
              height={600}
              priority
              className="aspect-[4/3] h-auto w-full rounded-xl"
            />
          ) : (
            <div className="aspect-[4/3] w-full rounded-xl bg-stone-800" />
          )}
        </div>
      </div>
    </section>
  )
}
