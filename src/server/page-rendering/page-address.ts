import { listingSearch, parseListing } from '#shared/listing-state.ts'
import { paths, productCategoryOf } from '#shared/paths.ts'

const listingPath = /^\/products(?:\/([^/]+))?$/

/**
 * The address a catalog page is rendered and kept under: its path, and for a product
 * listing (the only catalog page that reads its query) the search, sort, view and
 * page it shows, in one order with defaults left out, and for the recipes the category
 * they are filtered by (`/recipes?category=beef`). A tracking tag
 * (`?utm_source=`), a junk or reordered parameter then reuses the one rendered page
 * instead of costing a render and pushing real pages out of the cache.
 */
export function canonicalPageAddress(pathname: string, search: URLSearchParams): string {
  if (pathname === paths.recipes) {
    const category = productCategoryOf(search.get('category'))
    return category ? paths.recipesOf(category) : pathname
  }
  const listing = listingPath.exec(pathname)
  if (!listing) return pathname
  return `${pathname}${listingSearch(parseListing(listing[1], search))}`
}

/** A percent-escape: two hex digits after '%'. */
const percentEscape = /%[0-9A-Fa-f]{2}/g
/**
 * Characters that mean the same escaped or not (RFC 3986 §2.3), but for the dot: an
 * escaped dot stays escaped, so no spelling becomes a `..` segment.
 */
const unreserved = /^[A-Za-z0-9\-_~]$/

/**
 * The one spelling of a page's path: unreserved characters unescaped (`/ab%6Fut` is
 * `/about`), other escapes in capitals, repeated slashes as one, no slash at the end
 * but the root's. Every other spelling of a page is redirected here before any
 * render, so `/about/`, `/about//` and `/ab%6Fut` are one page, rendered and kept once.
 */
export function canonicalPagePath(pathname: string): string {
  const unescaped = pathname.replace(percentEscape, (code) => {
    const char = String.fromCharCode(Number.parseInt(code.slice(1), 16))
    return unreserved.test(char) ? char : code.toUpperCase()
  })
  const single = unescaped.replace(/\/\/+/g, '/')
  return single.length > 1 && single.endsWith('/') ? single.slice(0, -1) : single
}
