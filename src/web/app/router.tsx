import type { QueryClient } from '@tanstack/react-query'
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router'
import { paths } from '#shared/paths.ts'
import { yieldToMain } from '#web/lib/yield-to-main.ts'
import { storefrontRoutes } from './storefront-routes.tsx'

/**
 * Downloads the lazily loaded pages the address needs before hydrating: the first
 * render in the browser must be the page the server rendered, not a loading state.
 */
async function loadLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

const isAdminPath = (path: string) =>
  path === paths.admin.root || path.startsWith(`${paths.admin.root}/`)

/**
 * The back office's routes join the router the first time someone goes to /admin:
 * a shopper's download holds not even their table (about 1.3 KB gzip).
 */
const discoverAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isAdminPath(path)) return
  const { adminRoutes } = await import('./admin-routes.tsx')
  patch(null, adminRoutes)
}

/**
 * The shop's pages and the back office's; loaders fill `queryClient`, which the pages
 * read. With `hydrationData` (a server-rendered page) the router starts from the
 * server's state instead of running the loaders again.
 */
export async function createRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = [storefrontRoutes(queryClient)]
  if (hydrationData) {
    await loadLazyMatches(routes)
    // The page's modules ran in this task; the router starts in the next one, so
    // neither holds a phone's main thread for long (Total Blocking Time).
    await yieldToMain()
  }
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: discoverAdminRoutes,
    ...(hydrationData ? { hydrationData } : {}),
  })
}
