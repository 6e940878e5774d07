import { type ListingCategory, listingCategories, productSorts } from './catalog-options.ts'
import {
  type ListParamsOf,
  listParam,
  listParamsSchema,
  listSearch,
  parseListParams,
} from './list-params.ts'

export const listingViews = ['grid', 'list'] as const
export type ListingView = (typeof listingViews)[number]

/** The listing's query string: search, sort, layout and page. */
export const listingParamsSchema = listParamsSchema({
  q: listParam.search(),
  sort: listParam.oneOf(productSorts, 'name'),
  view: listParam.oneOf(listingViews, 'grid'),
  page: listParam.page(),
})
export type ListingParams = ListParamsOf<typeof listingParamsSchema>

/** What the listing shows; everything but the category (in the path) lives in the query string. */
export interface ListingState extends ListingParams {
  category: ListingCategory
}

/** The category of `/products/{category}`; one the shop does not know shows everything. */
export function listingCategoryOf(categoryParam: string | undefined): ListingCategory {
  return listingCategories.find((c) => c === categoryParam?.toLowerCase()) ?? 'all'
}

/**
 * Reads the listing from its path and query string (the browser and the server's
 * preload hints alike). Anything the shop does not know (an unknown category, a
 * made-up sort, page 0) falls back to the default instead of failing, so an old or
 * hand-edited link still shows products.
 */
export function parseListing(
  categoryParam: string | undefined,
  search: URLSearchParams,
): ListingState {
  return {
    category: listingCategoryOf(categoryParam),
    ...parseListParams(listingParamsSchema, search),
  }
}

/** The query string of a listing, naming only what differs from the defaults. */
export function listingSearch(state: ListingParams): string {
  return listSearch(listingParamsSchema, state)
}
