import type { Queryable } from '#server/db/client.ts'
import { type ListingCategory, listingCategories } from '#shared/catalog-options.ts'
import { isRowId } from '#shared/row-id.ts'
import type { CatalogCache } from './catalog-cache.ts'
import { queueNotify } from './catalog-notify-repo.ts'

/** The PostgreSQL channel on which every process hears that the catalog changed. */
export const CATALOG_CHANNEL = 'catalog_changed'

/**
 * Every catalog write calls this inside its own transaction (product, bundle, recipe
 * and promo edits, settings, delivery schedules), with the transaction as `db`.
 *
 * It empties this process's cache at once, and queues a NOTIFY that PostgreSQL
 * delivers to every listening process (this one included) when the transaction
 * commits, and never if it rolls back. Each listener then empties its cache again,
 * which also drops an answer another request computed from the old rows between
 * this call and the commit. On PGlite (one process) the NOTIFY has no listener and
 * costs nothing; readers there wait for the transaction, so they never see old rows.
 */
export async function notifyCatalogChanged(db: Queryable, cache: CatalogCache): Promise<void> {
  cache.invalidate()
  await queueNotify(db, CATALOG_CHANNEL, '')
}

/**
 * The mark, among the products an answer shows (`stockOf`), of an order that puts
 * sold-out products last (issue 31): the listings of a category (or of all), and a
 * product's related products of its category. A negative number, so never a product's
 * id. A product selling out or coming back changes that order (`reordered`), so the
 * answers carrying the mark of 'all' or of its category go, though they may not show it.
 */
export function soldOutOrderMark(category: ListingCategory): number {
  return -1 - listingCategories.indexOf(category)
}

/**
 * Stock taken or given back by orders (decision 0080): the same as above, for only the
 * cached answers that show these products' stock and SOLD OUT state, and, when a
 * product sold out or came back (`reordered`: their categories), the answers ordered
 * by it (`soldOutOrderMark`). The NOTIFY names them; one that cannot name them all
 * within the bounds below says 'everything', as a catalog write does.
 */
export async function notifyStockChanged(
  db: Queryable,
  cache: CatalogCache,
  productIds: Iterable<number>,
  reordered: Iterable<ListingCategory> = [],
): Promise<void> {
  const ids = [...new Set(productIds)]
  if (ids.length === 0) return
  const categories = [...new Set(reordered)]
  if (categories.length > 0) categories.unshift('all')
  const orders = [...new Set(categories)]
  const payload = stockChangePayload(ids, orders)
  if (payload === '') cache.invalidate()
  else cache.invalidateStock([...ids, ...orders.map(soldOutOrderMark)])
  await queueNotify(db, CATALOG_CHANNEL, payload)
}

/** At most this many products in one NOTIFY (an order's lines are far fewer). */
export const MAX_NOTIFIED_PRODUCTS = 100
const STOCK_PREFIX = 'stock:'
const ORDER_SEPARATOR = ';order:'
/**
 * Longest payload a listener reads: 100 ids of 10 digits with commas, and the five
 * listing categories (PostgreSQL's own limit is 8000 bytes).
 */
const MAX_PAYLOAD_CHARS =
  STOCK_PREFIX.length + MAX_NOTIFIED_PRODUCTS * 11 + ORDER_SEPARATOR.length + 40
const stockPayloadPattern =
  /^stock:[1-9]\d{0,9}(?:,[1-9]\d{0,9})*(?:;order:[a-z]{1,10}(?:,[a-z]{1,10}){0,4})?$/

/**
 * 'stock:<id>,<id>…' for a stock change of these products, with ';order:all,<category>…'
 * when it moved sold-out products in those listing orders, or '' (everything changed)
 * when they cannot be named within the bounds. '' is also what every catalog write
 * and any older process sends.
 */
export function stockChangePayload(
  productIds: readonly number[],
  orders: readonly ListingCategory[] = [],
): string {
  const valid = productIds.every(isRowId) && orders.every((c) => listingCategories.includes(c))
  if (!valid || productIds.length === 0 || productIds.length > MAX_NOTIFIED_PRODUCTS) return ''
  const reordered = orders.length > 0 ? `${ORDER_SEPARATOR}${orders.join(',')}` : ''
  return `${STOCK_PREFIX}${productIds.join(',')}${reordered}`
}

/** What a NOTIFY says changed: some products' stock, or (anything else) everything. */
export type CatalogChange = { stockOf: number[] } | 'everything'

/**
 * Reads a NOTIFY payload. Anything but a well-formed, bounded stock change, including
 * an empty payload and an unknown one from a newer process, means everything
 * changed: a listener that cannot read a change empties its whole cache (fail safe).
 */
export function parseCatalogChange(payload: string | undefined): CatalogChange {
  if (!payload || payload.length > MAX_PAYLOAD_CHARS || !stockPayloadPattern.test(payload)) {
    return 'everything'
  }
  const [stock = '', order] = payload.slice(STOCK_PREFIX.length).split(ORDER_SEPARATOR)
  const ids = stock.split(',').map(Number)
  if (ids.length > MAX_NOTIFIED_PRODUCTS || !ids.every(isRowId)) return 'everything'
  const orders = order === undefined ? [] : order.split(',')
  const known = (c: string): c is ListingCategory =>
    (listingCategories as readonly string[]).includes(c)
  if (!orders.every(known)) return 'everything'
  return { stockOf: [...ids, ...orders.map(soldOutOrderMark)] }
}

/** Applies a change heard from any process to this process's cache. */
export function applyCatalogChange(cache: CatalogCache, change: CatalogChange): void {
  if (change === 'everything') cache.invalidate()
  else cache.invalidateStock(change.stockOf)
}
