import { queryOptions, useQuery } from '@tanstack/react-query'
import { offlineCaches } from '#shared/offline-caches.ts'

/** A catalog page the service worker keeps, so it opens offline. */
export interface CachedPage {
  path: string
  title: string
}

const shopSuffix = / \| Prime Cuts Butchery$/

function titleOf(html: string, path: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim()
  if (!title) return path
  const text = new DOMParser().parseFromString(title, 'text/html').documentElement.textContent
  return (text ?? title).replace(shopSuffix, '') || path
}

/**
 * Reads the service worker's cache of rendered catalog pages (at most 50, small
 * HTML), with each page's title, newest first as the cache keeps them. Empty where
 * the browser has no caches (no service worker, an insecure origin).
 */
async function listCachedPages(): Promise<CachedPage[]> {
  if (!('caches' in window) || !(await caches.has(offlineCaches.catalogPages))) return []
  const cache = await caches.open(offlineCaches.catalogPages)
  const requests = await cache.keys()
  const pages = await Promise.all(
    requests.map(async (request) => {
      const url = new URL(request.url)
      const path = url.pathname + url.search
      const response = await cache.match(request)
      return { path, title: response ? titleOf(await response.text(), path) : path }
    }),
  )
  return pages.reverse()
}

export const cachedPagesQueryOptions = queryOptions({
  queryKey: ['offline', 'cached-pages'],
  queryFn: listCachedPages,
  // The caches are on this device: readable offline, and worth reading afresh each time.
  networkMode: 'always',
  staleTime: 0,
})

export function useCachedPages() {
  return useQuery(cachedPagesQueryOptions)
}
