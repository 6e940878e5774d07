import type { QueryClient } from '@tanstack/react-query'
import { PackageOpen } from 'lucide-react'
import { Link } from 'react-router'
import { pageTexts } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import type { PublicBundle } from '#shared/schemas/catalog.ts'
import { PageMeta } from '#web/lib/page-meta.tsx'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import { bundlesQueryOptions, useBundles } from '#web/storefront/bundles/api/get-bundles.ts'
import { BundleCard } from '#web/storefront/bundles/components/bundle-card.tsx'
import { BundleCardSkeleton } from '#web/storefront/bundles/components/bundle-card-skeleton.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'

const loading = (
  <div role="status" aria-busy="true" className={gridClass}>
    <span className="sr-only">Loading bundles</span>
    <BundleCardSkeleton />
    <BundleCardSkeleton />
    <BundleCardSkeleton />
  </div>
)

function BundleList({ bundles }: { bundles: readonly PublicBundle[] }) {
  if (bundles.length === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title="No Bundles Available"
        action={
          <Link to={paths.products()} className={buttonClasses()}>
            Shop Individual Products
          </Link>
        }
      >
        <p>Check back soon for new bundle deals.</p>
      </EmptyState>
    )
  }
  return (
    <ul className={gridClass}>
      {bundles.map((bundle, index) => (
        <li key={bundle.id}>
          <BundleCard bundle={bundle} priority={index < 1} />
        </li>
      ))}
    </ul>
  )
}

export function bundlesPageLoader(queryClient: QueryClient) {
  return () => {
    prefetchQuery(queryClient, bundlesQueryOptions)
    return null
  }
}

/** /bundles: published bundles, each bought as one cart line. */
export function BundlesPage() {
  const bundles = useBundles()
  return (
    <>
      <PageMeta {...pageTexts.bundles} />
      <section className="bg-stone-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Bundle Deals</h1>
          <p className="mt-3 max-w-prose text-lg text-stone-200">
            Save up to 20% with our curated bundles: the right cuts for a grill night, a family
            feast or a well-stocked freezer, in one click.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <QueryBoundary
          query={bundles}
          pending={loading}
          loadError={{ message: 'We could not load the bundles just now.' }}
        >
          {(data) => <BundleList bundles={data.items} />}
        </QueryBoundary>
      </div>
    </>
  )
}
