import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { normaliseSearch } from '#server/db/search-pattern.ts'
import { notFound } from '#server/http/errors.ts'
import { pathId } from '#server/http/path-id.ts'
import { validate } from '#server/http/validate.ts'
import { manilaIsoDate, startOfManilaDay } from '#shared/manila-time.ts'
import { type ProductListingQuery, productListingQuerySchema } from '#shared/schemas/catalog.ts'
import { serveCached, serveCachedAlias } from './cached-response.ts'
import { activePromos, publishedBundles, publishedRecipes } from './content-repo.ts'
import { listProducts, newestProducts, productDetail } from './product-repo.ts'

const DAY_MS = 24 * 60 * 60 * 1000

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

/** `/api/catalog`: what shoppers can see, published rows only, served from the cache. */
export function catalogRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .get(
      '/products',
      async (c, next) => serveCachedAlias(c, deps, rawListingKey(c.req.url)) ?? next(),
      validate('query', productListingQuerySchema),
      (c) => {
        const query = c.req.valid('query')
        const load = async () => ({ value: await listProducts(db, query) })
        return serveCached(c, deps, listingKey(query), load, [rawListingKey(c.req.url)])
      },
    )
    .get('/products/newest', (c) =>
      serveCached(c, deps, 'products/newest', async () => ({
        value: { items: await newestProducts(db) },
      })),
    )
    .get('/products/:id', (c) => {
      const id = pathId(c.req.param('id'), 'That product')
      return serveCached(c, deps, `product|${id}`, async () => {
        const detail = await productDetail(db, id)
        if (!detail) throw notFound('That product')
        return { value: detail }
      })
    })
    .get('/bundles', (c) =>
      serveCached(c, deps, 'bundles', async () => ({
        value: { items: await publishedBundles(db) },
      })),
    )
    .get('/bundles/:id', (c) => {
      const id = pathId(c.req.param('id'), 'That bundle')
      return serveCached(c, deps, `bundle|${id}`, async () => {
        const [bundle] = await publishedBundles(db, id)
        if (!bundle) throw notFound('That bundle')
        return { value: bundle }
      })
    })
    .get('/recipes', (c) =>
      serveCached(c, deps, 'recipes', async () => ({
        value: { items: await publishedRecipes(db) },
      })),
    )
    .get('/recipes/:id', (c) => {
      const id = pathId(c.req.param('id'), 'That recipe')
      return serveCached(c, deps, `recipe|${id}`, async () => {
        const [recipe] = await publishedRecipes(db, id)
        if (!recipe) throw notFound('That recipe')
        return { value: recipe }
      })
    })
    .get('/promos', (c) => {
      // Keyed by the Manila date and dead at the next Manila midnight: yesterday's
      // answer can never be served today.
      const now = deps.now()
      const today = manilaIsoDate(now)
      return serveCached(c, deps, `promos|${today}`, async () => ({
        value: { items: await activePromos(db, today) },
        expiresAt: startOfManilaDay(now).getTime() + DAY_MS,
      }))
    })
}
