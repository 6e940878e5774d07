import type { ListingCategory, ProductSort } from './catalog-options.ts'

/**
 * Public API addresses in one place: the browser fetches them, and the server
 * names the same ones in preload hints, so both must build them identically.
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
  const text = query.toString()
  return text ? `/api/catalog/products?${text}` : '/api/catalog/products'
}

export const apiPaths = {
  site: '/api/site',
  homepage: '/api/homepage',
  newestProducts: '/api/catalog/products/newest',
  product: (id: number) => `/api/catalog/products/${id}`,
  productListing,
  hostedProducts: '/api/hosted/products',
  hostedProduct: (id: string) => `/api/hosted/products/${encodeURIComponent(id)}`,
} as const
