import type { QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback } from 'react'
import { type LoaderFunctionArgs, useParams } from 'react-router'
import { categoryBanners, type ListingCategory, type ProductSort } from '#shared/catalog-options.ts'
import {
  type ListingState,
  type ListingView,
  listingCategoryOf,
  listingParamsSchema,
  parseListing,
} from '#shared/listing-state.ts'
import { pageTexts } from '#shared/page-titles.ts'
import { useListParams } from '#web/lib/lists/use-list-params.ts'
import { usePageInRange } from '#web/lib/lists/use-page-in-range.ts'
import { PageMeta } from '#web/lib/page-meta.tsx'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import { useOnline } from '#web/lib/use-online.ts'
import { homepageQueryOptions } from '#web/storefront/home/api/get-homepage.ts'
import { productsQueryOptions, useProducts } from '#web/storefront/products/api/get-products.ts'
import { CategoryBanner } from '#web/storefront/products/listing/category-banner.tsx'
import { ListingPagination } from '#web/storefront/products/listing/listing-pagination.tsx'
import { listingHref, listingPath } from '#web/storefront/products/listing/listing-path.ts'
import { ListingResults } from '#web/storefront/products/listing/listing-results.tsx'
import { ListingToolbar } from '#web/storefront/products/listing/listing-toolbar.tsx'
import { NotFoundPage } from './not-found-page.tsx'

// Only ever needed offline: its own chunk, precached by the service worker.
const OfflineListing = lazy(() =>
  import('#web/storefront/products/offline/saved-listing.tsx').then((m) => ({
    default: m.OfflineListing,
  })),
)

/** The listing the address asks for, read as the page reads it. */
export function productsPageLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const state = parseListing(params.category, new URL(request.url).searchParams)
    prefetchQuery(queryClient, productsQueryOptions(state))
    // The category banner's photo is one of the homepage images.
    prefetchQuery(queryClient, homepageQueryOptions)
    return null
  }
}

/**
 * /products and /products/{category}. Search, sort, layout and page live in the
 * query string, so a copied link shows the same view; a search, sort or page the
 * shop does not know falls back to the default, and an unknown category is the
 * not-found page (answered 404 by the server).
 */
export function ProductsPage() {
  const categoryParam = useParams().category
  const category = listingCategoryOf(categoryParam)
  if (categoryParam !== undefined && category === 'all' && categoryParam.toLowerCase() !== 'all')
    return <NotFoundPage />
  return <ProductListing category={category} />
}

function ProductListing({ category }: { category: ListingCategory }) {
  const { params: listing, update } = useListParams(listingParamsSchema)
  const state: ListingState = { category, ...listing }
  const products = useProducts(state)
  // Offline, a search (or category, sort, page) the device has no answer for: the
  // products it has saved, searched here. With none saved, the offline view as before.
  const online = useOnline()
  const unanswered = !online && (products.data === undefined || products.isPlaceholderData)

  const banner = state.category === 'all' ? null : categoryBanners[state.category]

  const onSearch = useCallback((q: string) => update({ q }), [update])
  const onSort = useCallback((sort: ProductSort) => update({ sort }), [update])
  const onView = useCallback(
    (view: ListingView) => update({ view, page: listing.page }),
    [update, listing.page],
  )
  const onCategory = useCallback(
    (next: ListingCategory) => update({ page: 1 }, listingPath(next)),
    [update],
  )
  const goToPage = useCallback((page: number) => update({ page }), [update])
  usePageInRange(state.page, products, goToPage)
  const pageCount = products.data?.pageCount ?? 0
  const results = (
    <>
      <ListingResults products={products} view={state.view} />
      <ListingPagination
        page={products.data?.page ?? state.page}
        pageCount={pageCount}
        hrefFor={(page) => listingHref(state.category, { ...listing, page })}
      />
    </>
  )

  return (
    <>
      <PageMeta {...(banner ?? pageTexts.products)} />
      <CategoryBanner category={state.category} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <ListingToolbar
          state={state}
          onSearch={onSearch}
          onCategory={onCategory}
          onSort={onSort}
          onView={onView}
        />
        {unanswered ? (
          <Suspense fallback={results}>
            <OfflineListing state={state}>{results}</OfflineListing>
          </Suspense>
        ) : (
          results
        )}
      </div>
    </>
  )
}
