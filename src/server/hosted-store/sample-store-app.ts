import { Hono } from 'hono'
import type { RawProduct } from './hosted-raw.ts'
import { sampleStoreProducts, sampleStoreStock } from './sample-store-products.ts'

/** Where the in-process sample store "lives"; never resolved over the network. */
export const SAMPLE_STORE_BASE_URL = 'http://sample-store.local'
export const SAMPLE_STORE_ID = 'sample'

const MAX_LIMIT = 100

/** A list item carries `images` where the single product carries `media`. */
function asListItem({ media, ...product }: RawProduct): RawProduct {
  return { ...product, images: media ?? [] }
}

/**
 * A stand-in for the hosted store service answering its three public calls in its
 * own shape (no wrapper, errors as `{message}`), from the sample products. Used
 * in-process when HOSTED_STORE_URL is unset, and over HTTP in tests.
 */
export function sampleStoreApp(options: { storeId?: string } = {}) {
  const storeId = options.storeId ?? SAMPLE_STORE_ID
  const app = new Hono()
  const store = new Hono()
    .get('/products', (c) => {
      const offset = Number(c.req.query('offset') ?? 0)
      const limit = Number(c.req.query('limit') ?? 20)
      if (
        !Number.isInteger(offset) ||
        offset < 0 ||
        !Number.isInteger(limit) ||
        limit < 1 ||
        limit > MAX_LIMIT
      ) {
        return c.json({ message: 'offset or limit is invalid' }, 400)
      }
      const products = sampleStoreProducts.slice(offset, offset + limit).map(asListItem)
      return c.json({ count: sampleStoreProducts.length, offset, limit, products })
    })
    .get('/products/:id', (c) => {
      const product = sampleStoreProducts.find((p) => p.id === c.req.param('id'))
      if (!product) return c.json({ message: 'Product not found' }, 404)
      return c.json({ product })
    })
    .get('/variants', (c) => {
      const ids = new Set(c.req.queries('product_ids[]') ?? [])
      const variants = sampleStoreProducts
        .filter((p) => ids.has(p.id ?? ''))
        .flatMap((p) => p.variants ?? [])
        .map((v) => ({ id: v.id, inventory_quantity: sampleStoreStock[v.id ?? ''] ?? null }))
      return c.json({ variants })
    })
  app.use('/store/:storeId/*', async (c, next) => {
    if (c.req.param('storeId') !== storeId) return c.json({ message: 'Store not found' }, 404)
    await next()
  })
  app.route(`/store/${storeId}`, store)
  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  return app
}
