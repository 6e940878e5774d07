import { cn } from '#web/ui/cn.ts'
import { ResponsiveImage } from '#web/ui/responsive-image.tsx'
import { PLACEHOLDER_IMAGE } from './product-image.ts'

interface CardImageProps {
  imageUrl: string | null
  alt: string
  priority: boolean
  /** Added to the card image's own 4:3 full-width classes. */
  className?: string
}

/** A catalog card's 4:3 image (bundle, promo, recipe), or the placeholder when it has none. */
export function CardImage({ imageUrl, alt, priority, className }: CardImageProps) {
  return (
    <ResponsiveImage
      src={imageUrl ?? PLACEHOLDER_IMAGE}
      alt={alt}
      width={800}
      height={600}
      priority={priority}
      className={cn('aspect-[4/3] h-auto w-full', className)}
    />
  )
}
