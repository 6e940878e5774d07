import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import type { HostedImage } from '#shared/schemas/hosted-store.ts'
import { wrapIndex } from '#web/storefront/hosted-store/lib/carousel-index.ts'
import { cn } from '#web/ui/cn.ts'

interface ImageCarouselProps {
  images: readonly HostedImage[]
  /** Names every slide: '{title}, image 2 of 3'. */
  title: string
  /** Controlled, so choosing a variant can move it. */
  index: number
  onIndexChange: (index: number) => void
}

const arrowClass =
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white'

/**
 * One image at a time with previous/next (wrapping at both ends), dots, and
 * thumbnails on wide screens. Focused, the left and right arrow keys turn it.
 */
export function ImageCarousel({ images, title, index, onIndexChange }: ImageCarouselProps) {
  const count = images.length
  if (count === 0) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-xl bg-cream-100 text-stone-600">
        <ImageOff aria-hidden="true" className="size-10" />
        <span className="sr-only">No image</span>
      </div>
    )
  }
  const current = wrapIndex(index, count)
  const go = (next: number) => onIndexChange(wrapIndex(next, count))
  const slideName = (i: number) => `${title}, image ${i + 1} of ${count}`
  // Every control of the carousel turns it with the arrow keys while it has focus.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1)
    else if (event.key === 'ArrowRight') go(current + 1)
    else return
    event.preventDefault()
  }

  return (
    <section aria-roledescription="carousel" aria-label={`${title} images`} className="space-y-3">
      <div className="relative overflow-hidden rounded-xl bg-cream-100">
        <img
          key={images[current]!.url}
          src={images[current]!.url}
          alt={slideName(current)}
          // The page's largest paint (Lighthouse): fetched before the scripts.
          fetchPriority="high"
          elementtiming="main-image"
          className="aspect-square w-full object-cover"
        />
        <p className="sr-only" aria-live="polite">
          Image {current + 1} of {count}
        </p>
        {count > 1 && (
          <>
            <button
              type="button"
              onKeyDown={onKeyDown}
              aria-label="Previous image"
              onClick={() => go(current - 1)}
              className={cn(arrowClass, 'left-3')}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onKeyDown={onKeyDown}
              aria-label="Next image"
              onClick={() => go(current + 1)}
              className={cn(arrowClass, 'right-3')}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <>
          <div className="flex justify-center gap-1">
            {images.map((image, i) => (
              <button
                key={image.url}
                type="button"
                onKeyDown={onKeyDown}
                aria-label={`Go to image ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                className="flex size-6 items-center justify-center"
              >
                <span
                  className={cn(
                    'size-2.5 rounded-full',
                    i === current ? 'bg-brand-700' : 'bg-stone-400',
                  )}
                />
              </button>
            ))}
          </div>
          <div className="hidden grid-cols-5 gap-2 md:grid">
            {images.map((image, i) => (
              <button
                key={image.url}
                type="button"
                onKeyDown={onKeyDown}
                aria-label={`Show thumbnail ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                className={cn(
                  'overflow-hidden rounded-md ring-2',
                  i === current ? 'ring-brand-700' : 'ring-transparent hover:ring-stone-300',
                )}
              >
                <img
                  src={image.url}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  )
}
