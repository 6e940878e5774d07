import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter } from 'react-router'
import { adminRoutes } from './admin-routes.tsx'
import { storefrontRoutes } from './storefront-routes.tsx'

/** The shop's pages and the back office's; loaders fill `queryClient`, which the pages read. */
export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([storefrontRoutes(queryClient), ...adminRoutes])
}
