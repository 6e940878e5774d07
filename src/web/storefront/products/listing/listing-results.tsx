import { SearchX } from 'lucide-react'
import type { ListingView } from '#shared/listing-state.ts'
import type { ProductListing } from '#shared/schemas/catalog.ts'
import {
  ProductGrid,
  ProductGridSkeleton,
} from '#web/storefront/products/components/product-grid.tsx'
import { cn } from '#web/ui/cn.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { LoadError } from '#web/ui/load-error.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'

interface ListingResultsProps {
  data: ProductListing | undefined
  view: ListingView
  /** Showing the previous answer while the next one loads. */
  stale: boolean
  error: boolean
  onRetry: () => void
}

/** The count, then the products, the empty message, a skeleton or an error. */
export function ListingResults({ data, view, stale, error, onRetry }: ListingResultsProps) {
  if (!data) {
    if (error) {
      return <LoadError message="We could not load the products just now." onRetry={onRetry} />
    }
    return (
      <>
        <Skeleton className="mt-6 h-6 w-44" />
        <ProductGridSkeleton count={8} layout={view} className="mt-4" />
      </>
    )
  }
  return (
    <>
      <p aria-live="polite" className="mt-6 h-6 text-stone-700">
        Showing {data.total} product(s)
      </p>
      {data.items.length === 0 ? (
        <EmptyState icon={SearchX} title="No products found">
          <p>No products found matching your criteria.</p>
        </EmptyState>
      ) : (
        <ProductGrid
          products={data.items}
          layout={view}
          headingLevel="h2"
          priorityCount={view === 'grid' ? 2 : 1}
          className={cn('mt-4 transition-opacity', stale && 'opacity-60')}
        />
      )}
    </>
  )
}
