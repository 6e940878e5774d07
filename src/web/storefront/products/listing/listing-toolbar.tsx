import {
  type ListingCategory,
  listingCategories,
  type ProductSort,
  productSortLabels,
  productSorts,
} from '#shared/catalog-options.ts'
import type { ListingState, ListingView } from '#shared/listing-state.ts'
import { categoryLabels } from '#web/ui/product/category-labels.ts'
import { Select } from '#web/ui/select.tsx'
import { SearchBox } from './search-box.tsx'
import { ViewToggle } from './view-toggle.tsx'

interface ListingToolbarProps {
  state: ListingState
  onSearch: (q: string) => void
  onCategory: (category: ListingCategory) => void
  onSort: (sort: ProductSort) => void
  onView: (view: ListingView) => void
}

/** Search, category, sort and grid/list, in one row on wide screens and wrapping on phones. */
export function ListingToolbar({
  state,
  onSearch,
  onCategory,
  onSort,
  onView,
}: ListingToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <SearchBox value={state.q} onSearch={onSearch} />
      <div className="flex min-w-0 flex-1 flex-wrap items-end gap-3 sm:flex-none">
        <div className="min-w-36 flex-1 sm:flex-none">
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
            value={state.sort}
            onChange={(event) => onSort(event.target.value as ProductSort)}
          >
            {productSorts.map((sort) => (
              <option key={sort} value={sort}>
                {productSortLabels[sort]}
              </option>
            ))}
          </Select>
        </div>
        <ViewToggle view={state.view} onChange={onView} />
      </div>
    </div>
  )
}
