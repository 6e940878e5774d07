import { type ImageVariant, srcSetFor } from '#shared/responsive-image.ts'
import { cn } from './cn.ts'

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
      elementtiming={priority ? 'main-image' : undefined}
      decoding="async"
      className={cn('bg-cream-100 object-cover', className)}
    />
  )
}
