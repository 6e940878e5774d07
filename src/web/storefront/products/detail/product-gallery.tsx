import { useState } from 'react'
import { PRODUCT_GALLERY_SIZES } from '#shared/responsive-image.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { cn } from '#web/ui/cn.ts'
import { coverImage, productImageSource } from '#web/ui/product/product-image.ts'
import { ResponsiveImage } from '#web/ui/responsive-image.tsx'

/**
 * The product's images: a large one and, with more than one, a row of thumbnails
 * choosing it. The placeholder image stands in when the product has none.
 */
export function ProductGallery({ product }: { product: PublicProduct }) {
  const images = product.images
  const cover = coverImage(product)
  const [selected, setSelected] = useState(cover ? images.indexOf(cover) : 0)
  const current = productImageSource(product, images[selected] ?? cover)

  return (
    <div>
      <ResponsiveImage
        src={current.src}
        alt={current.alt}
        variants={current.variants}
        width={800}
        height={600}
        sizes={PRODUCT_GALLERY_SIZES}
        priority
        className="aspect-[4/3] h-auto w-full rounded-xl shadow-sm ring-1 ring-stone-200"
      />
      {images.length > 1 && (
        <ul aria-label="Product images" className="mt-3 grid grid-cols-5 gap-2">
          {images.map((image, index) => {
            const thumb = productImageSource(product, image)
            const active = index === selected
            return (
              <li key={image.id}>
                <button
                  type="button"
                  aria-label={`Show image ${index + 1} of ${images.length}`}
                  aria-pressed={active}
                  onClick={() => setSelected(index)}
                  className={cn(
                    'block w-full overflow-hidden rounded-lg ring-2',
                    active ? 'ring-brand-700' : 'ring-transparent hover:ring-stone-300',
                  )}
                >
                  <ResponsiveImage
                    src={thumb.src}
                    alt=""
                    variants={thumb.variants}
                    width={160}
                    height={120}
                    sizes="120px"
                    className="aspect-[4/3] h-auto w-full"
                  />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
