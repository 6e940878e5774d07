import { useId } from 'react'
import { Link } from 'react-router'
import {
  type ListingCategory,
  listingCategories,
  type ProductSort,
  productSortLabels,
  productSorts,
} from '#shared/catalog-options.ts'
import { toListSearchParams } from '#shared/list-params.ts'
import { type ListingState, type ListingView, listingParamsSchema } from '#shared/listing-state.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { categoryLabels } from '#web/ui/product/category-labels.ts'
import { Select } from '#web/ui/select.tsx'
import { HiddenFields } from './hidden-fields.tsx'
import { listingHref, listingPath } from './listing-path.ts'
import { SearchBox } from './search-box.tsx'
import { ViewToggle } from './view-toggle.tsx'

interface ListingToolbarProps {
  state: ListingState
  onSearch: (q: string) => void
  onCategory: (category: ListingCategory) => void
  onSort: (sort: ProductSort) => void
  onView: (view: ListingView) => void
}

/**
 * Search, category, sort and grid/list, in one row on wide screens and wrapping on phones.
 *
 * With JavaScript every control applies itself as it changes. Without it (or before
 * it has loaded) the toolbar is a plain GET form on the listing's own path using the
 * query names the page reads: Enter in the search box or the Apply button sends
 * `q` and `sort` (keeping the layout), the layout buttons submit a second form that
 * keeps everything else, and category links replace the select, which cannot change
 * the path on its own.
 */
export function ListingToolbar({
  state,
  onSearch,
  onCategory,
  onSort,
  onView,
}: ListingToolbarProps) {
  const viewFormId = useId()
  const action = listingPath(state.category)
  const { q, sort, view, page } = state
  // Searching or sorting goes back to page 1; changing the layout keeps the page.
  const newSearch = toListSearchParams(listingParamsSchema, { q, sort, view, page: 1 })
  const current = toListSearchParams(listingParamsSchema, { q, sort, view, page })
  return (
    <>
      <form
        method="get"
        action={action}
        // With JavaScript the controls have already applied themselves.
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      >
        <HiddenFields params={newSearch} omit={['q', 'sort']} />
        <SearchBox value={q} onSearch={onSearch} />
        <div className="flex min-w-0 flex-1 flex-wrap items-end gap-3 sm:flex-none">
          {/* Without JavaScript the category links below take its place. */}
          <div className="min-w-36 flex-1 noscript:hidden sm:flex-none">
            <label htmlFor="product-category" className="sr-only">
              Category
            </label>
            <Select
              id="product-category"
              value={state.category}
              onChange={(event) => onCategory(event.target.value as ListingCategory)}
            >
              {listingCategories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabels[category]}
                </option>
              ))}
            </Select>
          </div>
          <div className="min-w-44 flex-1 sm:flex-none">
            <label htmlFor="product-sort" className="sr-only">
              Sort by
            </label>
            <Select
              id="product-sort"
              name="sort"
              value={sort}
              onChange={(event) => onSort(event.target.value as ProductSort)}
            >
              {productSorts.map((option) => (
                <option key={option} value={option}>
                  {productSortLabels[option]}
                </option>
              ))}
            </Select>
          </div>
          {/* Without JavaScript a new sort needs a button to send it (Enter in the search box works too). */}
          <noscript>
            <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
              Apply
            </button>
          </noscript>
          <ViewToggle view={view} onChange={onView} form={viewFormId} />
        </div>
        <noscript className="basis-full">
          <nav aria-label="Categories">
            <ul className="flex flex-wrap gap-2">
              {listingCategories.map((category) => (
                <li key={category}>
                  <Link
                    to={listingHref(category, { q, sort, view, page: 1 })}
                    aria-current={category === state.category ? 'page' : undefined}
                    className="inline-flex h-9 items-center rounded-md border border-stone-300 px-3 text-sm font-medium text-stone-800 hover:bg-cream-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                  >
                    {categoryLabels[category]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </noscript>
      </form>
      {/* The layout buttons' own form (forms cannot nest): the listing as it is, with the new layout. */}
      <form id={viewFormId} method="get" action={action} hidden>
        <HiddenFields params={current} omit={['view']} />
      </form>
    </>
  )
}
