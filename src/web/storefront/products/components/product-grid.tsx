import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { cn } from '#web/ui/cn.ts'
import { type CardLayout, ProductCard } from './product-card.tsx'
import { ProductCardSkeleton } from './product-card-skeleton.tsx'

/**
 * Two cards a row on a phone (issue 31 §7: a 360 px screen shows two); `wide`: four
 * columns from lg on (home, related products); `catalog`: three, then four.
 */
export type GridColumns = 'catalog' | 'wide'

const gridClasses: Record<GridColumns, string> = {
  catalog: 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4',
  wide: 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4',
}
const listClass = 'flex flex-col gap-4'
const gridSizes = '(min-width: 1280px) 20vw, (min-width: 1024px) 30vw, 45vw'

const containerClass = (layout: CardLayout, columns: GridColumns) =>
  layout === 'list' ? listClass : gridClasses[columns]

interface ProductGridProps {
  products: readonly PublicProduct[]
  layout?: CardLayout
  columns?: GridColumns
  headingLevel?: 'h2' | 'h3'
  /** How many of the first cards load their images eagerly (above the fold). */
  priorityCount?: number
  className?: string
}

export function ProductGrid({
  products,
  layout = 'grid',
  columns = 'catalog',
  headingLevel,
  priorityCount = 0,
  className,
}: ProductGridProps) {
  return (
    <ul className={cn(containerClass(layout, columns), className)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            layout={layout}
            headingLevel={headingLevel}
            sizes={gridSizes}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  )
}

/** The grid's place while products load; announced once as busy. */
export function ProductGridSkeleton({
  count,
  layout = 'grid',
  columns = 'catalog',
  label = 'Loading products',
  className,
}: {
  count: number
  layout?: CardLayout
  columns?: GridColumns
  label?: string
  className?: string
}) {
  return (
    <div role="status" aria-busy="true" className={cn(containerClass(layout, columns), className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <ProductCardSkeleton key={i} layout={layout} />
      ))}
    </div>
  )
}
