import type { PublicImage, PublicProduct } from '#shared/schemas/catalog.ts'

/** Shown when a product has no image (docs/product-rules.md §9). */
export const PLACEHOLDER_IMAGE = '/images/samples/placeholder.svg'

/** The cover image, else the first, else none. */
export function coverImage(product: Pick<PublicProduct, 'images' | 'coverImageIndex'>) {
  return product.images[product.coverImageIndex] ?? product.images[0] ?? null
}

/** What an <img> needs for one product image; the placeholder when there is none. */
export function productImageSource(product: PublicProduct, image: PublicImage | null) {
  if (!image) return { src: PLACEHOLDER_IMAGE, alt: product.name, variants: [] }
  return { src: image.url, alt: image.alt.trim() || product.name, variants: image.variants }
}
