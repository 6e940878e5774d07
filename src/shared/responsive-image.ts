/** A resized copy of an image (a media variant). */
export interface ImageVariant {
  width: number
  url: string
}

/**
 * How wide the product page's main image is drawn, per breakpoint. The page's <img>
 * and the server's preload hint for it (src/server/page-rendering/page-shell.ts) use the same
 * value, so the browser picks the same copy for both and downloads it once.
 */
export const PRODUCT_GALLERY_SIZES = '(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw'

/** `srcset` from the variants, plus the original when it is wider than all of them. */
export function srcSetFor(
  src: string,
  variants: readonly ImageVariant[],
  originalWidth?: number | null,
) {
  if (variants.length === 0) return undefined
  const entries = [...variants].sort((a, b) => a.width - b.width)
  const widest = entries.at(-1)!.width
  if (originalWidth && originalWidth > widest) entries.push({ width: originalWidth, url: src })
  return entries.map((v) => `${v.url} ${v.width}w`).join(', ')
}
