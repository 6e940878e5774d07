import { cn } from './cn'

export interface ImageVariant {
  width: number
  url: string
}

interface ResponsiveImageProps {
  src: string
  alt: string
  /** Intrinsic size, for the aspect ratio the browser reserves before the image arrives. */
  width: number
  height: number
  /** Resized copies (media variants); become `srcset` with `sizes`. */
  variants?: readonly ImageVariant[] | undefined
  /** Rendered width per breakpoint, e.g. '(min-width: 1024px) 25vw, 50vw'. */
  sizes?: string | undefined
  /** Above the fold: load at once and early. Everything else loads lazily. */
  priority?: boolean
  className?: string
}

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

/** An <img> that never shifts the layout and loads only what the screen needs. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  variants = [],
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const srcSet = srcSetFor(src, variants)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('bg-cream-100 object-cover', className)}
    />
  )
}
