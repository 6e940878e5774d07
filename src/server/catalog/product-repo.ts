import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  inArray,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { mediaAssets, productImages, products } from '#server/db/schema/catalog.ts'
import { containsPattern, normaliseSearch, searchCanMatch } from '#server/db/search-pattern.ts'
import { HOME_NEWEST_LIMIT } from '#shared/catalog-options.ts'
import { TAG_NEW } from '#shared/product-tags.ts'
import type {
  ProductDetail,
  ProductListing,
  ProductListingQuery,
  PublicProduct,
} from '#shared/schemas/catalog.ts'
import { toPublicProduct } from './catalog-mappers.ts'
import { type ImageRow, isPublished, type ProductRow, productColumns } from './catalog-rows-repo.ts'

/**
 * Every order puts sold-out products after those in stock (issue 31 §7), then sorts by
 * name or price, and ends on the id, so pages never repeat or skip a product between
 * requests. The listing indexes are keyed the same way (…, sold_out, order, id).
 */
export const listingOrder: Record<ProductListingQuery['sort'], SQL[]> = {
  name: [asc(products.soldOut), sql`lower(${products.name})`, asc(products.id)],
  'price-asc': [asc(products.soldOut), asc(products.effectivePriceCentavos), asc(products.id)],
  'price-desc': [asc(products.soldOut), desc(products.effectivePriceCentavos), asc(products.id)],
}

/** Home page: published products tagged NEW, newest first. */
export async function newestProducts(db: Queryable): Promise<PublicProduct[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(isPublished, arrayContains(products.tags, [TAG_NEW])))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(HOME_NEWEST_LIMIT)
  return withImages(db, rows)
}

const RELATED_LIMIT = 4

/** One published product and up to four others of its category; null when not for sale. */
export async function productDetail(db: Queryable, id: number): Promise<ProductDetail | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), isPublished))
  if (!row) return null
  const related = await db
    .select(productColumns)
    .from(products)
    .where(and(isPublished, eq(products.category, row.category), ne(products.id, id)))
    .orderBy(...listingOrder.name)
    .limit(RELATED_LIMIT)
  const [product, ...others] = await withImages(db, [row, ...related])
  return { product: product!, related: others }
}

/** Rows with their images (one query for all of them), in the rows' order. */
export async function withImages(
  db: Queryable,
  rows: readonly ProductRow[],
): Promise<PublicProduct[]> {
  const byProduct = await imagesOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => toPublicProduct(row, byProduct.get(row.id) ?? []))
}

/** The images of these products in position order, with their uploads' sizes and variants. */
export async function imagesOf(
  db: Queryable,
  productIds: readonly number[],
): Promise<Map<number, ImageRow[]>> {
  const byProduct = new Map<number, ImageRow[]>()
  if (productIds.length === 0) return byProduct
  const images = await db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      url: productImages.url,
      alt: productImages.alt,
      mediaKey: productImages.mediaKey,
      mediaWidth: mediaAssets.width,
      mediaHeight: mediaAssets.height,
      variantWidths: mediaAssets.variantWidths,
    })
    .from(productImages)
    .leftJoin(mediaAssets, eq(mediaAssets.key, productImages.mediaKey))
    .where(inArray(productImages.productId, [...new Set(productIds)]))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
  for (const image of images) {
    const list = byProduct.get(image.productId)
    if (list) list.push(image)
    else byProduct.set(image.productId, [image])
  }
  return byProduct
}

/**
 * Case-insensitive "contains" over name, cut type and description: the lowercased,
 * stored `search_text` (db/schema/catalog.ts) against the lowercased pattern, which
 * its trigram index answers; with the search's synonym alternatives (search-synonyms.ts),
 * any of them (one bitmap scan of the same index each).
 */
function searchMatches(search: string, alternatives: readonly string[]): SQL {
  const contains = (text: string) =>
    sql`${products.searchText} like lower(${containsPattern(text)})`
  const searches = [search, ...alternatives.filter(searchCanMatch)]
  return searches.length === 1 ? contains(search) : (or(...searches.map(contains)) as SQL)
}

/**
 * The listing orders as expressions no index provides. With few matches PostgreSQL
 * then collects them through the trigram index and sorts them; otherwise it may walk
 * a sort index past every non-matching row (a search for 'thigh' among beef walked
 * all of beef: 200 ms at 100,000 products instead of 3).
 */
const soldOutLast = sql`${products.stockGrams} <= 0` // sold_out, spelt so no index provides it
const collectedOrder: Record<ProductListingQuery['sort'], SQL[]> = {
  name: [soldOutLast, sql`lower(${products.name}) || ''`, asc(products.id)],
  'price-asc': [soldOutLast, sql`${products.effectivePriceCentavos} + 0`, asc(products.id)],
  'price-desc': [soldOutLast, sql`${products.effectivePriceCentavos} + 0 desc`, asc(products.id)],
}

/**
 * Walking a sort index pays off only when matches are dense enough to fill the page
 * soon: many of them, and the page early among them.
 */
function walkSortIndex(total: number, end: number): boolean {
  return total > 5_000 && end * 20 <= total
}

/**
 * One page of the listing. `alternatives`: other searches the search stands for
 * (its synonyms, search-synonyms.ts); a product matching any of them is found.
 */
export async function listProducts(
  db: Queryable,
  query: ProductListingQuery,
  alternatives: readonly string[] = [],
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
    search === null ? undefined : searchMatches(search, alternatives),
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

/** Every published product's name, each once, for 'Did you mean' (name-suggestions.ts). */
export async function publishedProductNames(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: products.name })
    .from(products)
    .where(isPublished)
    .orderBy(products.name)
  return rows.map((r) => r.name)
}
