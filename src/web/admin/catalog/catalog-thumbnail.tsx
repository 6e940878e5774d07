import { ImageOff } from 'lucide-react'
import { MEDIA_VARIANT_WIDTHS, mediaKeyFromUrl, mediaVariantUrl } from '#shared/media.ts'

/** An uploaded image's smallest copy is plenty for a thumbnail. */
function thumbnailUrl(src: string): string {
  const key = mediaKeyFromUrl(src)
  return key ? mediaVariantUrl(key, Math.min(...MEDIA_VARIANT_WIDTHS)) : src
}

/** The small picture in a management table's first column (decorative: the name follows). */
export function CatalogThumbnail({ src }: { src: string | null }) {
  if (!src) {
    return (
      <span className="flex size-12 items-center justify-center rounded-md bg-cream-100 text-stone-600">
        <ImageOff aria-hidden="true" className="size-5" />
      </span>
    )
  }
  return (
    <img
      src={thumbnailUrl(src)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className="size-12 rounded-md bg-cream-100 object-cover"
    />
  )
}
