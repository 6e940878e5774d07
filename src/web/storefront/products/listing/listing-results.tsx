import type { UseQueryResult } from '@tanstack/react-query'
import { SearchX } from 'lucide-react'
import { Fragment } from 'react'
import { Link } from 'react-router'
import type { ListingView } from '#shared/listing-state.ts'
import type { ProductListing } from '#shared/schemas/catalog.ts'
import {
  ProductGrid,
  ProductGridSkeleton,
} from '#web/storefront/products/components/product-grid.tsx'
import { cn } from '#web/ui/cn.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { listingHref } from './listing-path.ts'

/** The count, then the products, the empty message, a skeleton or an error. */
export function ListingResults({
  products,
  view,
}: {
  products: UseQueryResult<ProductListing>
  view: ListingView
}) {
  return (
    <QueryBoundary
      query={products}
      pending={
        <>
          <Skeleton className="mt-6 h-6 w-44" />
          <ProductGridSkeleton count={8} layout={view} className="mt-4" />
        </>
      }
      loadError={{ message: 'We could not load the products just now.' }}
    >
      {(data) => (
        // Showing the previous answer, dimmed, while the next one loads.
        <Listing data={data} view={view} stale={products.isPlaceholderData} />
      )}
    </QueryBoundary>
  )
}

/**
 * 'Did you mean: Pork Belly (Liempo)?' under a search that found nothing: each name
 * the server suggests links to a search for it, over every category.
 */
function DidYouMean({ names, view }: { names: readonly string[]; view: ListingView }) {
  if (names.length === 0) return null
  return (
    <p className="mt-3">
      Did you mean:{' '}
      {names.map((name, index) => (
        <Fragment key={name}>
          {index > 0 && (index === names.length - 1 ? ' or ' : ', ')}
          <Link
            to={listingHref('all', { q: name, sort: 'name', view, page: 1 })}
            className="font-medium text-brand-700 underline"
          >
            {name}
          </Link>
        </Fragment>
      ))}
      ?
    </p>
  )
}

/** The count and the products, or the empty message (in other words when given). */
export function Listing({
  data,
  view,
  stale,
  emptyMessage = 'No products found matching your criteria.',
}: {
  data: ProductListing
  view: ListingView
  stale: boolean
  emptyMessage?: string
}) {
  return (
    <>
      <p aria-live="polite" className="mt-6 h-6 text-stone-700">
        Showing {data.total} product(s)
      </p>
      {data.items.length === 0 ? (
        <EmptyState icon={SearchX} title="No products found">
          <p>{emptyMessage}</p>
          <DidYouMean names={data.suggestions ?? []} view={view} />
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
