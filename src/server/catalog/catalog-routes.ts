import { type Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import type { Queryable } from '#server/db/client.ts'
import { normaliseSearch } from '#server/db/search-pattern.ts'
import { notFound } from '#server/http/errors.ts'
import { documented, type RouteDocs } from '#server/http/openapi.ts'
import { pathId } from '#server/http/path-id.ts'
import { validate } from '#server/http/validate.ts'
import { DAY_MS } from '#shared/durations.ts'
import { manilaIsoDate, startOfManilaDay } from '#shared/manila-time.ts'
import {
  listOf,
  type ProductListingQuery,
  type PublicBundle,
  type PublicRecipe,
  productDetailSchema,
  productListingQuerySchema,
  productListingSchema,
  publicBundleSchema,
  publicProductSchema,
  publicPromoSchema,
  publicRecipeSchema,
} from '#shared/schemas/catalog.ts'
import { serveCached, serveCachedAlias } from './cached-response.ts'
import { soldOutOrderMark } from './catalog-changes.ts'
import { activePromos, publishedBundles, publishedRecipes } from './content-repo.ts'
import { newestProducts, productDetail } from './product-repo.ts'
import { productListing } from './product-search.ts'

/**
 * The products whose stock an answer shows (`stockOf`, decision 0080): every product
 * object carries its stock and SOLD OUT tag, a bundle's availability its items'
 * stock. Which products an answer lists depends on stock only through SOLD OUT, which
 * sorts a product last (issue 31): a listing and a product's related products also
 * carry the mark of their order (`soldOutOrderMark`), which a product of that category
 * selling out or coming back drops (stock-repo.ts).
 */
const idsOf = (items: readonly { id: number }[]) => items.map((p) => p.id)
const bundleProducts = (items: readonly PublicBundle[]) =>
  items.flatMap((b) => b.items.map((i) => i.productId))
const recipeProducts = (items: readonly PublicRecipe[]) =>
  items.flatMap((r) => idsOf(r.relatedProducts))

/**
 * The cache key of a listing: the validated query with defaults filled in and the
 * search trimmed, so `?sort=name`, `?q=%20` and no query at all share one entry.
 */
export function listingKey(query: ProductListingQuery): string {
  const search = normaliseSearch(query.q) ?? ''
  return `products|${query.category}|${query.sort}|${query.page}|${query.pageSize}|${search}`
}

/** The listing's query string exactly as sent, as an alias of its normalised key. */
function rawListingKey(url: string): string {
  const start = url.indexOf('?')
  return `products?${start === -1 ? '' : url.slice(start + 1)}`
}

/** The one row a list read returns for an id, if any. */
const firstOf =
  <T>(read: (db: Queryable, id: number) => Promise<T[]>) =>
  async (db: Queryable, id: number) =>
    (await read(db, id))[0]

/** A storefront read: its one answer, served from the catalog cache (304 when unchanged). */
const catalogRead = (summary: string, answer: RouteDocs['answers'][number]) =>
  documented({ summary, tags: ['catalog'], answers: { 200: answer } })

/** `/api/catalog`: what shoppers can see, published rows only, served from the cache. */
export function catalogRoutes(deps: AppDeps) {
  const { db } = deps
  /** A whole list as `{ items }`, cached under `key`. */
  const serveList = <T>(
    c: Context<AppEnv>,
    key: string,
    read: () => Promise<T[]>,
    stockOf: (items: T[]) => number[],
  ) =>
    serveCached(c, deps, key, async () => {
      const items = await read()
      return { value: { items }, stockOf: stockOf(items) }
    })
  /** One published item by its path id, cached as `{kind}|{id}`; 404 when it is not for sale. */
  const serveItem = <T>(
    c: Context<AppEnv>,
    what: string,
    kind: string,
    read: (db: Queryable, id: number) => Promise<T | null | undefined>,
    stockOf: (item: T) => number[],
  ) => {
    const id = pathId(c.req.param('id'), what)
    return serveCached(c, deps, `${kind}|${id}`, async () => {
      const item = await read(db, id)
      if (!item) throw notFound(what)
      return { value: item, stockOf: stockOf(item) }
    })
  }
  return new Hono<AppEnv>()
    .get(
      '/products',
      catalogRead('List published products: filter, search, sort, page', productListingSchema),
      async (c, next) => serveCachedAlias(c, deps, rawListingKey(c.req.url)) ?? next(),
      validate('query', productListingQuerySchema),
      (c) => {
        const query = c.req.valid('query')
        const load = async () => {
          const listing = await productListing(deps, query)
          // Sold-out last: a product of these selling out or coming back moves others.
          const order = soldOutOrderMark(query.category)
          return { value: listing, stockOf: [...idsOf(listing.items), order] }
        }
        return serveCached(c, deps, listingKey(query), load, [rawListingKey(c.req.url)])
      },
    )
    .get(
      '/products/newest',
      catalogRead('The newest products tagged NEW, for the home page', listOf(publicProductSchema)),
      (c) => serveList(c, 'products/newest', () => newestProducts(db), idsOf),
    )
    .get(
      '/products/:id',
      catalogRead('One published product and others of its category', productDetailSchema),
      (c) =>
        serveItem(c, 'That product', 'product', productDetail, (detail) => [
          ...idsOf([detail.product, ...detail.related]),
          // Its related products: the first of its category, sold-out last.
          soldOutOrderMark(detail.product.category),
        ]),
    )
    .get('/bundles', catalogRead('List published bundles', listOf(publicBundleSchema)), (c) =>
      serveList(c, 'bundles', () => publishedBundles(db), bundleProducts),
    )
    .get('/bundles/:id', catalogRead('One published bundle', publicBundleSchema), (c) =>
      serveItem(c, 'That bundle', 'bundle', firstOf(publishedBundles), (b) => bundleProducts([b])),
    )
    .get('/recipes', catalogRead('List published recipes', listOf(publicRecipeSchema)), (c) =>
      serveList(c, 'recipes', () => publishedRecipes(db), recipeProducts),
    )
    .get('/recipes/:id', catalogRead('One published recipe', publicRecipeSchema), (c) =>
      serveItem(c, 'That recipe', 'recipe', firstOf(publishedRecipes), (r) => recipeProducts([r])),
    )
    .get(
      '/promos',
      catalogRead('The promos running today (Manila date)', listOf(publicPromoSchema)),
      (c) => {
        // Keyed by the Manila date and dead at the next Manila midnight: yesterday's
        // answer can never be served today.
        const now = deps.now()
        const today = manilaIsoDate(now)
        return serveCached(c, deps, `promos|${today}`, async () => ({
          value: { items: await activePromos(db, today) },
          stockOf: [],
          expiresAt: startOfManilaDay(now).getTime() + DAY_MS,
        }))
      },
    )
}
