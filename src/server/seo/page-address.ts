import { listingSearch, parseListing } from '#shared/listing-state.ts'

const listingPath = /^\/products(?:\/([^/]+))?$/

/**
 * The address a catalog page is rendered and kept under: its path, and for a product
 * listing (the only catalog page that reads its query) the search, sort, view and
 * page it shows, in one order with defaults left out. A tracking tag
 * (`?utm_source=`), a junk or reordered parameter then reuses the one rendered page
 * instead of costing a render and pushing real pages out of the cache.
 */
export function canonicalPageAddress(pathname: string, search: URLSearchParams): string {
  const listing = listingPath.exec(pathname)
  if (!listing) return pathname
  return `${pathname}${listingSearch(parseListing(listing[1], search))}`
}
