import { useCallback, useEffect } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { categoryBanners, type ListingCategory, type ProductSort } from '#shared/catalog-options.ts'
import {
  type ListingState,
  type ListingView,
  listingSearch,
  parseListing,
} from '#shared/listing-state.ts'
import { paths } from '#shared/paths.ts'
import { PageMeta } from '#web/storefront/lib/page-meta.tsx'
import { useProducts } from '#web/storefront/products/api/get-products.ts'
import { CategoryBanner } from '#web/storefront/products/listing/category-banner.tsx'
import { ListingPagination } from '#web/storefront/products/listing/listing-pagination.tsx'
import { ListingResults } from '#web/storefront/products/listing/listing-results.tsx'
import { ListingToolbar } from '#web/storefront/products/listing/listing-toolbar.tsx'

const allProductsDescription =
  'Shop premium beef, pork, chicken and seafood by the kilo, delivered fresh across Metro Manila, Cavite and Laguna.'

const listingPath = (category: ListingCategory) =>
  paths.products(category === 'all' ? undefined : category)

/**
 * /products and /products/{category}. Search, sort, layout and page live in the
 * query string, so a copied link shows the same view; values the shop does not
 * know fall back to the defaults.
 */
export function ProductsPage() {
  const params = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const navigate = useNavigate()
  const state = parseListing(params.category, searchParams)
  const products = useProducts(state)

  const banner = state.category === 'all' ? null : categoryBanners[state.category]

  // Every change starts from the URL as it is now, so the handlers never go stale.
  const update = useCallback(
    (patch: Partial<ListingState>, replace: boolean) =>
      setSearchParams(
        (current) => {
          const next = { ...parseListing(undefined, current), page: 1, ...patch }
          return new URLSearchParams(listingSearch(next))
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  )
  const onSearch = useCallback((q: string) => update({ q }, true), [update])
  const onSort = useCallback((sort: ProductSort) => update({ sort }, true), [update])
  const onView = useCallback(
    (view: ListingView) => update({ view, page: state.page }, true),
    [update, state.page],
  )
  const onCategory = (category: ListingCategory) =>
    navigate(`${listingPath(category)}${listingSearch({ ...state, page: 1 })}`)

  // A page beyond the last one (an old link after products were removed): go to the last.
  const pageCount = products.data?.pageCount ?? 0
  const beyondLastPage = !products.isPlaceholderData && pageCount > 0 && state.page > pageCount
  useEffect(() => {
    if (beyondLastPage) update({ page: pageCount }, true)
  }, [beyondLastPage, pageCount, update])

  return (
    <>
      <PageMeta
        title={banner?.title ?? 'All Products'}
        description={banner?.description ?? allProductsDescription}
      />
      <CategoryBanner category={state.category} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <ListingToolbar
          state={state}
          onSearch={onSearch}
          onCategory={onCategory}
          onSort={onSort}
          onView={onView}
        />
        <ListingResults
          data={products.data}
          view={state.view}
          stale={products.isPlaceholderData}
          error={products.isError}
          onRetry={() => void products.refetch()}
        />
        <ListingPagination
          page={products.data?.page ?? state.page}
          pageCount={pageCount}
          hrefFor={(page) => `${listingPath(state.category)}${listingSearch({ ...state, page })}`}
        />
      </div>
    </>
  )
}
