import { catalogApiPaths } from '#shared/api-paths/catalog.ts'
import type { ListingCategory, ProductSort } from '#shared/catalog-options.ts'
import { parseRowId } from '#shared/row-id.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { productsKeys } from '#web/storefront/products/api/products-keys.ts'

/**
 * The products this device has already seen, and the listing's search, category and
 * sort applied to them, for a listing that cannot reach the shop (offline, never saved
 * as asked). The same rules as the server's listing (docs/product-rules.md §5): the
 * search is case-insensitive over the name, cut type and description; sold-out products
 * come after those in stock, then names sort A-Z, prices by the price paid per kg;
 * equal ones by id.
 */

const isInt = (v: unknown): v is number => Number.isInteger(v)

/** Enough of a product to show its card and search it; anything else is left out. */
function isProduct(value: unknown): value is PublicProduct {
  if (typeof value !== 'object' || value === null) return false
  const p = value as Record<string, unknown>
  return (
    isInt(p.id) &&
    typeof p.name === 'string' &&
    typeof p.category === 'string' &&
    typeof p.cutType === 'string' &&
    typeof p.description === 'string' &&
    isInt(p.priceCentavos) &&
    (p.discountPriceCentavos === null || isInt(p.discountPriceCentavos)) &&
    isInt(p.stockGrams) &&
    Array.isArray(p.images) &&
    Array.isArray(p.tags)
  )
}

const itemsOf = (data: unknown): unknown[] => {
  const items = (data as { items?: unknown } | null)?.items
  return Array.isArray(items) ? items : []
}

type Answer = 'listing' | 'newest' | 'detail'

function productsIn(answer: Answer, data: unknown): PublicProduct[] {
  if (typeof data !== 'object' || data === null) return []
  if (answer === 'detail') {
    const { product, related } = data as { product?: unknown; related?: unknown }
    return [product, ...(Array.isArray(related) ? related : [])].filter(isProduct)
  }
  return itemsOf(data).filter(isProduct)
}

/** The products in one cached query of the storefront's products (listing, newest, one product). */
export function productsInQuery(queryKey: readonly unknown[], data: unknown): PublicProduct[] {
  const [scope, kind, answer] = queryKey
  if (scope !== productsKeys.all[0] || kind !== productsKeys.all[1]) return []
  if (answer === 'listing' || answer === 'newest' || answer === 'detail') {
    return productsIn(answer, data)
  }
  return []
}

/** The listing's path without its query: every search, category, sort and page. */
const listingPath = catalogApiPaths.productListing({
  q: '',
  category: 'all',
  sort: 'name',
  page: 1,
})
const productPath = /^\/api\/catalog\/products\/([^/]+)$/

/** The products in one catalog answer the service worker kept, by the path it answered. */
export function productsInAnswer(pathname: string, body: unknown): PublicProduct[] {
  if (pathname === listingPath) return productsIn('listing', body)
  if (pathname === catalogApiPaths.newestProducts) return productsIn('newest', body)
  if (parseRowId(productPath.exec(pathname)?.[1]) !== null) return productsIn('detail', body)
  return []
}

/** Each product once, as first found (the caller lists the freshest source first). */
export function uniqueProducts(products: Iterable<PublicProduct>): PublicProduct[] {
  const byId = new Map<number, PublicProduct>()
  for (const product of products) if (!byId.has(product.id)) byId.set(product.id, product)
  return [...byId.values()]
}

/** What the shopper pays per kg: the discount price when there is one. */
const paidPerKg = (p: PublicProduct) => p.discountPriceCentavos ?? p.priceCentavos

const byName = (a: PublicProduct, b: PublicProduct) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()]
  return x < y ? -1 : x > y ? 1 : 0
}

/** Sold out (no stock left) after in stock, as the server's listing orders. */
const soldOutLast = (a: PublicProduct, b: PublicProduct) =>
  Number(a.stockGrams <= 0) - Number(b.stockGrams <= 0)

const orders: Record<ProductSort, (a: PublicProduct, b: PublicProduct) => number> = {
  name: (a, b) => soldOutLast(a, b) || byName(a, b) || a.id - b.id,
  'price-asc': (a, b) => soldOutLast(a, b) || paidPerKg(a) - paidPerKg(b) || a.id - b.id,
  'price-desc': (a, b) => soldOutLast(a, b) || paidPerKg(b) - paidPerKg(a) || a.id - b.id,
}

/** The saved products the listing asks for, in its order, all on one page. */
export function searchSavedProducts(
  products: readonly PublicProduct[],
  listing: { q: string; category: ListingCategory; sort: ProductSort },
): PublicProduct[] {
  const search = listing.q.trim().toLowerCase()
  // U+0001 joins the fields, as in the server's search text: no match across two fields.
  if (search.includes('\u0001')) return []
  return products
    .filter((p) => listing.category === 'all' || p.category === listing.category)
    .filter(
      (p) =>
        search === '' ||
        `${p.name}\u0001${p.cutType}\u0001${p.description}`.toLowerCase().includes(search),
    )
    .sort(orders[listing.sort])
}
