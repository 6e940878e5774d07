import type { AppDeps } from '#server/app-env.ts'
import { normaliseSearch, searchCanMatch } from '#server/db/search-pattern.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import type { ProductListing, ProductListingQuery } from '#shared/schemas/catalog.ts'
import type { SearchSettings } from '#shared/schemas/settings.ts'
import { nearestNames } from './name-suggestions.ts'
import { listProducts, publishedProductNames } from './product-repo.ts'
import { searchAlternatives } from './search-synonyms.ts'

type SearchDeps = Pick<AppDeps, 'db' | 'catalogCache' | 'now'>

/** Searches longer than this get no 'Did you mean': no product name is that long. */
const MAX_SUGGESTED_SEARCH_LENGTH = 100

/**
 * A value kept in the catalog cache (emptied by every catalog and settings write, in
 * every process), read back parsed: the search words and the published names are read
 * from the database once per change, not once per search.
 */
async function cachedValue<T>(deps: SearchDeps, key: string, load: () => Promise<T>): Promise<T> {
  const entry = await deps.catalogCache.getOrLoad(key, deps.now().getTime(), async () => ({
    value: await load(),
    stockOf: [], // neither shows stock
  }))
  return JSON.parse(entry.body) as T
}

/**
 * `GET /api/catalog/products` (issue 31 §7): the listing, where a search also finds
 * what its synonyms find (Settings > Search words), and a search that finds nothing
 * answers up to three product names nearest it as `suggestions`.
 */
export async function productListing(
  deps: SearchDeps,
  query: ProductListingQuery,
): Promise<ProductListing> {
  const search = normaliseSearch(query.q)
  if (search === null) return listProducts(deps.db, query)
  const { synonymGroups } = await cachedValue<SearchSettings>(deps, 'settings|search', () =>
    getSettings(deps.db, 'search'),
  )
  const listing = await listProducts(deps.db, query, searchAlternatives(search, synonymGroups))
  if (listing.total > 0 || search.length > MAX_SUGGESTED_SEARCH_LENGTH || !searchCanMatch(search)) {
    return listing
  }
  const names = await cachedValue(deps, 'search|names', () => publishedProductNames(deps.db))
  return { ...listing, suggestions: nearestNames(search, names) }
}
