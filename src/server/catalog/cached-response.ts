import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import {
  type CacheEntry,
  type CatalogCache,
  etagFor,
  etagMatches,
  type LoadedValue,
} from './catalog-cache.ts'

/** The answer, and `stockOf`: the products whose stock it shows (omitted: every one, decision 0080). */
type Load = () => Promise<LoadedValue>

/**
 * Answers from the catalog cache. Browsers keep the answer but revalidate it every
 * time (`no-cache`), so a change shows at once; an unchanged answer costs a 304
 * with no body. `aliases` are extra keys for the same answer.
 */
export async function serveCached(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'catalogCache' | 'now'>,
  key: string,
  load: Load,
  aliases: readonly string[] = [],
): Promise<Response> {
  const cache = deps.catalogCache
  const now = deps.now().getTime()
  const hit = cache.get(key, now)
  if (hit) c.set('cacheHit', true)
  const entry = hit ?? (await cache.getOrLoad(key, now, load, aliases))
  if (hit) for (const alias of aliases) cache.store(alias, hit, cache.generation)
  return sendEntry(c, cache, entry)
}

/**
 * The cached answer for the request's exact query string, if any: lets the hottest
 * reads skip query validation (the entry was stored under this alias after the same
 * string passed validation once).
 */
export function serveCachedAlias(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'catalogCache' | 'now'>,
  alias: string,
): Response | undefined {
  const hit = deps.catalogCache.get(alias, deps.now().getTime())
  if (!hit) return undefined
  c.set('cacheHit', true)
  return sendEntry(c, deps.catalogCache, hit)
}

export function sendEntry(
  c: Context,
  cache: CatalogCache,
  entry: CacheEntry,
  contentType = 'application/json; charset=UTF-8',
): Response {
  const { body, encoding } = cache.encoded(entry, c.req.header('accept-encoding'))
  c.header('Cache-Control', 'no-cache')
  c.header('Vary', 'Accept-Encoding')
  c.header('ETag', etagFor(entry, encoding))
  if (etagMatches(c.req.header('if-none-match'), entry)) return c.body(null, 304)
  c.header('Content-Type', contentType)
  if (encoding) c.header('Content-Encoding', encoding)
  return typeof body === 'string' ? c.body(body, 200) : c.body(body as Uint8Array<ArrayBuffer>, 200)
}
