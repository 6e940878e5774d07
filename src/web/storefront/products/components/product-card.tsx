import { useId } from 'react'
import { paths } from '#shared/paths.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { CardTitleLink } from '#web/ui/card-title-link.tsx'
import { cn } from '#web/ui/cn.ts'
import { coverImage, productImageSource } from '#web/ui/product/product-image.ts'
import { Price } from '#web/ui/product/product-price.tsx'
import { ProductTags } from '#web/ui/product/product-tags.tsx'
import { ResponsiveImage } from '#web/ui/responsive-image.tsx'
import { AddProductButton } from './add-product-button.tsx'

export type CardLayout = 'grid' | 'list'

interface ProductCardProps {
  product: PublicProduct
  layout?: CardLayout
  headingLevel?: 'h2' | 'h3'
  /** Rendered width of the image per breakpoint (the grid's column width). */
  sizes?: string
  /** The first cards of a page: load their images at once. */
  priority?: boolean
}

/**
 * A product in a grid or a list. The name links to /product/{id} and its link
 * stretches over the whole card; the add button sits above that link.
 */
export function ProductCard({
  product,
  layout = 'grid',
  headingLevel: Heading = 'h3',
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  priority = false,
}: ProductCardProps) {
  const nameId = useId()
  const image = productImageSource(product, coverImage(product))
  const list = layout === 'list'
  return (
    <article
      className={cn(
        'relative flex h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md',
        list ? 'flex-row gap-3 p-3 sm:gap-5' : 'flex-col',
      )}
    >
      <div className={cn('relative shrink-0', list ? 'w-28 sm:w-48' : 'w-full')}>
        <ResponsiveImage
          src={image.src}
          alt={image.alt}
          variants={image.variants}
          width={800}
          height={600}
          sizes={list ? '(min-width: 640px) 192px, 112px' : sizes}
          priority={priority}
          className={cn('aspect-[4/3] h-auto w-full', list && 'rounded-lg')}
        />
        {!list && <ProductTags tags={product.tags} className="absolute top-2 left-2" />}
      </div>
      <div
        className={cn(
          'flex min-w-0 flex-1 flex-col gap-1',
          // A phone's grid card is about 160 px wide: a tighter frame, names wrap anywhere.
          list ? 'sm:flex-row sm:items-center sm:gap-6' : 'p-3 sm:p-4',
        )}
      >
        <div className="min-w-0 flex-1">
          {list && <ProductTags tags={product.tags} className="mb-1" />}
          <p className="text-sm text-stone-600">{product.cutType}</p>
          <Heading
            id={nameId}
            className={cn(
              'leading-snug font-semibold wrap-break-word text-stone-900',
              list ? 'text-lg' : 'text-base sm:text-lg',
            )}
          >
            <CardTitleLink to={paths.product(product.id)}>{product.name}</CardTitleLink>
          </Heading>
          {list && (
            <p className="mt-1 line-clamp-2 hidden text-sm text-stone-700 sm:block">
              {product.description}
            </p>
          )}
          <Price
            priceCentavos={product.priceCentavos}
            discountPriceCentavos={product.discountPriceCentavos}
            per="per kg"
            className="mt-1"
          />
        </div>
        <AddProductButton
          product={product}
          describedBy={nameId}
          className={cn(list ? 'mt-2 self-start sm:mt-0 sm:self-center' : 'mt-auto w-full')}
        />
      </div>
    </article>
  )
}
