import type { ListingCategory, ProductSort } from '#shared/catalog-options.ts'
import { withQuery } from './query-string.ts'

/**
 * The storefront's catalog API (`/api/catalog`, `/api/homepage`): the browser fetches
 * these, and the server names the same ones in preload hints, so both must build
 * them identically.
 */
export interface ProductListingParams {
  q: string
  category: ListingCategory
  sort: ProductSort
  page: number
}

/** Only what differs from the server's defaults, so equal views share one cached answer. */
function productListing({ q, category, sort, page }: ProductListingParams): string {
  const query = new URLSearchParams()
  const search = q.trim()
  if (search) query.set('q', search)
  if (category !== 'all') query.set('category', category)
  if (sort !== 'name') query.set('sort', sort)
  if (page > 1) query.set('page', String(page))
  return withQuery('/api/catalog/products', query)
}

export const catalogApiPaths = {
  homepage: '/api/homepage',
  newestProducts: '/api/catalog/products/newest',
  product: (id: number) => `/api/catalog/products/${id}`,
  productListing,
  bundles: '/api/catalog/bundles',
  bundle: (id: number) => `/api/catalog/bundles/${id}`,
  recipes: '/api/catalog/recipes',
  recipe: (id: number) => `/api/catalog/recipes/${id}`,
  promos: '/api/catalog/promos',
} as const
