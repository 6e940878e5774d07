import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import type { ProductListing, ProductListingQuery } from '#shared/schemas/catalog.ts'
import { isPublished, listingOrder, productColumns, withImages } from './product-queries.ts'
import { containsPattern, normaliseSearch, searchCanMatch } from './search-pattern.ts'

/**
 * Case-insensitive "contains" over name, cut type and description: the lowercased,
 * stored `search_text` (db/schema/catalog.ts) against the lowercased pattern, which
 * its trigram index answers.
 */
function searchMatches(search: string): SQL {
  return sql`${products.searchText} like lower(${containsPattern(search)})`
}

/**
 * The listing orders as expressions no index provides. With few matches PostgreSQL
 * then collects them through the trigram index and sorts them; otherwise it may walk
 * a sort index past every non-matching row (a search for 'thigh' among beef walked
 * all of beef: 200 ms at 100,000 products instead of 3).
 */
const collectedOrder: Record<ProductListingQuery['sort'], SQL[]> = {
  name: [sql`lower(${products.name}) || ''`, asc(products.id)],
  'price-asc': [sql`${products.effectivePriceCentavos} + 0`, asc(products.id)],
  'price-desc': [sql`${products.effectivePriceCentavos} + 0 desc`, asc(products.id)],
}

/**
 * Walking a sort index pays off only when matches are dense enough to fill the page
 * soon: many of them, and the page early among them.
 */
function walkSortIndex(total: number, end: number): boolean {
  return total > 5_000 && end * 20 <= total
}

export async function listProducts(
  db: Queryable,
  query: ProductListingQuery,
): Promise<ProductListing> {
  const { page, pageSize } = query
  const offset = (page - 1) * pageSize
  const search = normaliseSearch(query.q)
  const answer = (items: ProductListing['items'], total: number) => ({
    items,
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  })
  if (search !== null && !searchCanMatch(search)) return answer([], 0)

  const where = and(
    isPublished,
    query.category === 'all' ? undefined : eq(products.category, query.category),
    search === null ? undefined : searchMatches(search),
  )
  const countAll = async () =>
    (await db.select({ total: count() }).from(products).where(where))[0]?.total ?? 0
  const pageOf = (order: SQL[]) =>
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset)

  if (search === null) {
    // Browsing: the sort indexes answer the page directly, alongside the count.
    const [total, rows] = await Promise.all([countAll(), pageOf(listingOrder[query.sort])])
    return answer(await withImages(db, rows), total)
  }
  // Searching: the count decides how to read the page, or that there is none.
  const total = await countAll()
  if (offset >= total) return answer([], total)
  const order = walkSortIndex(total, offset + pageSize)
    ? listingOrder[query.sort]
    : collectedOrder[query.sort]
  return answer(await withImages(db, await pageOf(order)), total)
}
