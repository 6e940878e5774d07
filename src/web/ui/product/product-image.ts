import type { PublicImage, PublicProduct } from '#shared/schemas/catalog.ts'

/** Shown when a product has no image (docs/product-rules.md §9). */
export const PLACEHOLDER_IMAGE = '/images/samples/placeholder.svg'

/** The cart's thumbnail is 96 px wide at most: this many pixels on a phone's 3x screen. */
const THUMBNAIL_MIN_WIDTH = 288

/** The cover image, else the first, else none. */
export function coverImage(product: Pick<PublicProduct, 'images' | 'coverImageIndex'>) {
  return product.images[product.coverImageIndex] ?? product.images[0] ?? null
}

/** What an <img> needs for one product image; the placeholder when there is none. */
export function productImageSource(product: PublicProduct, image: PublicImage | null) {
  if (!image) return { src: PLACEHOLDER_IMAGE, alt: product.name, variants: [] }
  return { src: image.url, alt: image.alt.trim() || product.name, variants: image.variants }
}

/**
 * The copy of an image a cart line shows: the narrowest resized copy at least 288 px
 * wide, else the image itself. One small file, the same every time, so the service
 * worker can keep it for the cart offline (the catalog shows other copies, picked by
 * the screen).
 */
export function thumbnailUrl(image: Pick<PublicImage, 'url' | 'variants'>): string {
  const wideEnough = image.variants
    .filter((v) => v.width >= THUMBNAIL_MIN_WIDTH)
    .sort((a, b) => a.width - b.width)
  return wideEnough[0]?.url ?? image.url
}
