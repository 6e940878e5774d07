import {
  type ListingCategory,
  listingCategories,
  MAX_SEARCH_LENGTH,
  type ProductSort,
  productSorts,
} from './catalog-options.ts'

export const listingViews = ['grid', 'list'] as const
export type ListingView = (typeof listingViews)[number]

/** What the listing shows; everything but the category lives in the query string. */
export interface ListingState {
  category: ListingCategory
  q: string
  sort: ProductSort
  view: ListingView
  page: number
}

const MAX_PAGE = 100_000

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined) =>
  values.find((v) => v === value)

/**
 * Reads the listing from the URL. Anything the shop does not know (an unknown
 * category, a made-up sort, page 0) falls back to the default instead of failing,
 * so an old or hand-edited link still shows products.
 */
export function parseListing(
  categoryParam: string | undefined,
  search: URLSearchParams,
): ListingState {
  const pageText = search.get('page') ?? ''
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1
  return {
    category: oneOf(listingCategories, categoryParam?.toLowerCase()) ?? 'all',
    q: (search.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    sort: oneOf(productSorts, search.get('sort')) ?? 'name',
    view: oneOf(listingViews, search.get('view')) ?? 'grid',
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The query string of a listing, naming only what differs from the defaults. */
export function listingSearch(state: Omit<ListingState, 'category'>): string {
  const search = new URLSearchParams()
  if (state.q !== '') search.set('q', state.q)
  if (state.sort !== 'name') search.set('sort', state.sort)
  if (state.view !== 'grid') search.set('view', state.view)
  if (state.page > 1) search.set('page', String(state.page))
  const text = search.toString()
  return text ? `?${text}` : ''
}
