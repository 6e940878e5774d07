import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { offlineCaches } from '#shared/offline-caches.ts'
import { PAGE_DATA_ELEMENT_ID } from '#shared/page-render.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { productsKeys } from '#web/storefront/products/api/products-keys.ts'
import { productsInAnswer, productsInQuery, uniqueProducts } from './saved-products.ts'

async function openCache(name: string): Promise<Cache | null> {
  if (!('caches' in window) || !(await caches.has(name))) return null
  return caches.open(name)
}

/** The catalog answers the service worker kept (`/api/catalog/products…`). */
async function productsInKeptAnswers(): Promise<PublicProduct[]> {
  const cache = await openCache(offlineCaches.catalogApi)
  if (!cache) return []
  const found = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const { pathname } = new URL(request.url)
      if (!pathname.startsWith('/api/catalog/products')) return []
      const body: unknown = await (await cache.match(request))?.json().catch(() => null)
      return productsInAnswer(pathname, body)
    }),
  )
  return found.flat()
}

/** The products in the data a kept page was rendered with (its page-data element). */
function productsInPage(html: string): PublicProduct[] {
  const element = new DOMParser()
    .parseFromString(html, 'text/html')
    .getElementById(PAGE_DATA_ELEMENT_ID)
  try {
    const data = JSON.parse(element?.textContent ?? 'null') as {
      queries?: { queries?: { queryKey?: unknown; state?: { data?: unknown } }[] }
    } | null
    return (data?.queries?.queries ?? []).flatMap((query) =>
      Array.isArray(query.queryKey) ? productsInQuery(query.queryKey, query.state?.data) : [],
    )
  } catch {
    return []
  }
}

/** The catalog pages the service worker kept, newest first (at most 50, decision 0066). */
async function productsInKeptPages(): Promise<PublicProduct[]> {
  const cache = await openCache(offlineCaches.catalogPages)
  if (!cache) return []
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => (await cache.match(request))?.text() ?? ''),
  )
  return pages.reverse().flatMap(productsInPage)
}

/**
 * Every product this device has: what this visit loaded first (the freshest), then the
 * catalog answers and the pages the service worker kept. Read on the device only.
 */
async function readSavedProducts(queryClient: QueryClient): Promise<PublicProduct[]> {
  const inMemory = queryClient
    .getQueriesData({ queryKey: productsKeys.all })
    .flatMap(([queryKey, data]) => productsInQuery(queryKey, data))
  const [answers, pages] = await Promise.all([productsInKeptAnswers(), productsInKeptPages()])
  return uniqueProducts([...inMemory, ...answers, ...pages])
}

/** The products saved on this device, for a listing that cannot reach the shop; read afresh each time. */
export function useSavedProducts() {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: ['offline', 'saved-products'],
    queryFn: () => readSavedProducts(queryClient),
    // The caches are on this device: readable offline, and worth reading afresh each time.
    networkMode: 'always',
    staleTime: 0,
    retry: false,
  })
}
