import type { Logger } from 'pino'
import type { HostedListItem, HostedProduct } from '#shared/schemas/hosted-store.ts'
import type { RawProduct, RawVariantStock } from './hosted-raw.ts'
import { type HostedStoreClient, HostedStoreError } from './hosted-store-client.ts'
import { mapHostedListItem, mapHostedProduct } from './map-hosted-product.ts'
import { NotFoundIds } from './not-found-ids.ts'
import { StaleWhileRefreshCache } from './stale-while-refresh-cache.ts'

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export interface HostedStoreClientOptions {
  baseUrl: string
  storeId: string
  logger: Logger
  fetch?: FetchLike
  now?: () => number
  timeoutMs?: number
  cacheTtlMs?: number
  errorCacheTtlMs?: number
  maxCacheEntries?: number
  /** How long a product id the service answered 404 for is answered 404 without asking. */
  notFoundTtlMs?: number
  /** Unknown ids remembered at most (oldest forgotten first). */
  maxNotFoundIds?: number
}

/** Product and store ids are opaque to us; this keeps them from reshaping the URL. */
const safeId = /^[A-Za-z0-9_-]{1,100}$/

export const isSafeHostedId = (id: string) => safeId.test(id)

/** The answer the list call can give at most (the service's own limit). */
const LIST_LIMIT = 100

/**
 * The hosted store service over HTTP: product then variants (whose stock wins),
 * each call with a timeout, errors as 'HTTP {status}: {statusText}', answers kept
 * in a small stale-while-refresh cache, and ids the service does not know kept apart
 * (not-found-ids.ts): a made-up id reaches the service once, and made-up ids do not
 * fill the cache real products are kept in.
 */
export function createHostedStoreClient(options: HostedStoreClientOptions): HostedStoreClient {
  const { logger, storeId } = options
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => fetch(input, init))
  const now = options.now ?? Date.now
  const timeoutMs = options.timeoutMs ?? 5_000
  const base = `${options.baseUrl.replace(/(?<!\/)\/+$/, '')}/store/${encodeURIComponent(storeId)}`
  const cache = new StaleWhileRefreshCache<unknown>({
    ttlMs: options.cacheTtlMs ?? 30_000,
    errorTtlMs: options.errorCacheTtlMs ?? 5_000,
    maxEntries: options.maxCacheEntries ?? 200,
    now,
  })
  const notFound = new NotFoundIds({
    ttlMs: options.notFoundTtlMs ?? 60_000,
    maxEntries: options.maxNotFoundIds ?? 1_000,
    now,
  })

  async function call<T>(pathAndQuery: string): Promise<T> {
    const url = `${base}${pathAndQuery}`
    let response: Response
    try {
      response = await fetchFn(url, {
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (err) {
      const timedOut =
        err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
      logger.warn({ err, url }, timedOut ? 'hosted store timed out' : 'hosted store unreachable')
      throw timedOut
        ? new HostedStoreError(504, 'HTTP 504: Gateway Timeout')
        : new HostedStoreError(502, 'HTTP 502: Bad Gateway')
    }
    let text: string
    try {
      text = await response.text()
    } catch (err) {
      logger.warn({ err, url }, 'hosted store answer cut off')
      throw new HostedStoreError(504, 'HTTP 504: Gateway Timeout')
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
    if (!response.ok) {
      const message = (body as { message?: unknown } | undefined)?.message
      logger.warn({ url, status: response.status, message }, 'hosted store answered an error')
      const statusText = response.statusText || defaultStatusText(response.status)
      throw new HostedStoreError(response.status, `HTTP ${response.status}: ${statusText}`)
    }
    if (body === undefined || body === null || typeof body !== 'object') {
      // An HTML page (a proxy's error page, a login wall) where JSON was promised.
      logger.warn({ url, start: text.slice(0, 120) }, 'hosted store answered something not JSON')
      throw new HostedStoreError(502, 'HTTP 502: Bad Gateway')
    }
    return body as T
  }

  async function loadProduct(id: string): Promise<HostedProduct> {
    const { product } = await call<{ product?: RawProduct }>(`/products/${id}`)
    if (!product || typeof product !== 'object')
      throw new HostedStoreError(502, 'HTTP 502: Bad Gateway')
    const { variants } = await call<{ variants?: RawVariantStock[] }>(
      `/variants?fields=inventory_quantity&product_ids[]=${id}`,
    )
    return mapHostedProduct(product, Array.isArray(variants) ? variants : [])
  }

  async function loadList(): Promise<HostedListItem[]> {
    const { products } = await call<{ products?: RawProduct[] }>(
      `/products?offset=0&limit=${LIST_LIMIT}`,
    )
    return (Array.isArray(products) ? products : [])
      .filter((p) => p !== null && typeof p === 'object')
      .map(mapHostedListItem)
  }

  return {
    getProduct(id, { fresh = false } = {}) {
      if (!isSafeHostedId(id) || notFound.has(id))
        return Promise.reject(new HostedStoreError(404, 'HTTP 404: Not Found'))
      const key = `product:${id}`
      const load = () =>
        loadProduct(id).catch((err: unknown) => {
          // Gone or never there: remembered apart, and the product's cache entry dropped
          // (a stale copy of a removed product is not served on).
          if (err instanceof HostedStoreError && err.status === 404) {
            notFound.add(id)
            cache.forget(key)
          }
          throw err
        })
      return (fresh ? cache.reload(key, load) : cache.get(key, load)) as Promise<HostedProduct>
    },
    listProducts() {
      return cache.get('list', loadList) as Promise<HostedListItem[]>
    },
  }
}

const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** HTTP/2 answers carry no reason phrase; fall back to the standard one. */
function defaultStatusText(status: number) {
  return statusTexts[status] ?? 'Error'
}
