import { createBrowserRouter } from 'react-router'
import { routePatterns } from '../../shared/paths'
import { StorefrontLayout } from '../storefront/layout/storefront-layout'
import { HomePage } from '../storefront/pages/home-page'
import { NotFoundPage } from '../storefront/pages/not-found-page'
import { PageSpinner } from '../ui/spinner'
import { RouteErrorPage } from './route-error-page'

/**
 * Storefront pages are imported statically; everything under /admin is loaded
 * through `lazy`, so a shopper never downloads admin code or the form, validation
 * and dialog libraries it uses (DESIGN.md §6). Only dynamic imports may name ../admin.
 */
export const router = createBrowserRouter([
  {
    path: routePatterns.home,
    Component: StorefrontLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, Component: HomePage },
      { path: '*', Component: NotFoundPage },
    ],
  },
  {
    path: routePatterns.adminLogin,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({ Component: (await import('../admin/pages/login-page')).LoginPage }),
  },
  {
    path: routePatterns.admin,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({ Component: (await import('../admin/layout/admin-layout')).AdminLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../admin/pages/dashboard-page')).DashboardPage,
        }),
      },
      {
        path: routePatterns.adminSection,
        lazy: async () => ({
          Component: (await import('../admin/pages/section-page')).SectionPage,
        }),
      },
    ],
  },
])
