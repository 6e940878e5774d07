import type { RouteObject } from 'react-router'
import { routePatterns } from '#shared/paths.ts'
import { PageSpinner } from '#web/ui/spinner.tsx'
import { RouteErrorPage } from './route-error-page.tsx'

/**
 * Everything under /admin is loaded through `lazy`, so a shopper never downloads
 * admin code or the form, validation and dialog libraries it uses
 * (docs/performance.md). Only dynamic imports may name `#web/admin/…`.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: routePatterns.adminLogin,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({ Component: (await import('#web/admin/pages/login-page.tsx')).LoginPage }),
  },
  {
    path: routePatterns.adminSetPassword,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({
      Component: (await import('#web/admin/password/set-password-page.tsx')).SetPasswordPage,
    }),
  },
  {
    path: routePatterns.adminForgotPassword,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({
      Component: (await import('#web/admin/password/forgot-password-page.tsx')).ForgotPasswordPage,
    }),
  },
  {
    path: routePatterns.admin,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({
      Component: (await import('#web/admin/layout/admin-layout.tsx')).AdminLayout,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('#web/admin/dashboard/dashboard-page.tsx')).DashboardPage,
        }),
      },
      {
        path: routePatterns.adminOrders,
        lazy: async () => ({
          Component: (await import('#web/admin/orders/orders-page.tsx')).OrdersPage,
        }),
      },
      {
        path: routePatterns.adminDeliveries,
        lazy: async () => ({
          Component: (await import('#web/admin/deliveries/deliveries-page.tsx')).DeliveriesPage,
        }),
      },
      {
        path: routePatterns.adminDeliverySlips,
        lazy: async () => ({
          Component: (await import('#web/admin/deliveries/slips-page.tsx')).DeliverySlipsPage,
        }),
      },
      {
        path: routePatterns.adminProducts,
        lazy: async () => ({
          Component: (await import('#web/admin/products/products-page.tsx')).AdminProductsPage,
        }),
      },
      {
        path: routePatterns.adminBundles,
        lazy: async () => ({
          Component: (await import('#web/admin/bundles/bundles-page.tsx')).AdminBundlesPage,
        }),
      },
      {
        path: routePatterns.adminRecipes,
        lazy: async () => ({
          Component: (await import('#web/admin/recipes/recipes-page.tsx')).AdminRecipesPage,
        }),
      },
      {
        path: routePatterns.adminPromos,
        lazy: async () => ({
          Component: (await import('#web/admin/promos/promos-page.tsx')).AdminPromosPage,
        }),
      },
      {
        path: routePatterns.adminUsers,
        lazy: async () => ({
          Component: (await import('#web/admin/users/users-page.tsx')).AdminUsersPage,
        }),
      },
      {
        path: routePatterns.adminSubscribers,
        lazy: async () => ({
          Component: (await import('#web/admin/subscribers/subscribers-page.tsx'))
            .AdminSubscribersPage,
        }),
      },
      {
        path: routePatterns.adminSettings,
        lazy: async () => ({
          Component: (await import('#web/admin/settings/settings-page.tsx')).AdminSettingsPage,
        }),
      },
      {
        path: routePatterns.adminMessages,
        lazy: async () => ({
          Component: (await import('#web/admin/messages/messages-page.tsx')).AdminMessagesPage,
        }),
      },
      {
        path: routePatterns.adminSection,
        lazy: async () => ({
          // Every section has its own route above: what reaches this one does not exist.
          Component: (await import('#web/admin/pages/admin-not-found.tsx')).AdminNotFound,
        }),
      },
    ],
  },
]
