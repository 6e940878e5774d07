import { createBrowserRouter } from 'react-router'
import { routePatterns } from '#shared/paths.ts'
import { StorefrontLayout } from '#web/storefront/layout/storefront-layout.tsx'
import { HomePage } from '#web/storefront/pages/home-page.tsx'
import { NotFoundPage } from '#web/storefront/pages/not-found-page.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'
import { RouteErrorPage } from './route-error-page.tsx'

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
      // Every other storefront page is its own chunk, so the first page stays small.
      {
        path: routePatterns.products,
        lazy: async () => ({
          Component: (await import('#web/storefront/pages/products-page.tsx')).ProductsPage,
        }),
      },
      {
        path: routePatterns.productsByCategory,
        lazy: async () => ({
          Component: (await import('#web/storefront/pages/products-page.tsx')).ProductsPage,
        }),
      },
      {
        path: routePatterns.product,
        lazy: async () => ({
          Component: (await import('#web/storefront/pages/product-page.tsx')).ProductPage,
        }),
      },
      {
        path: routePatterns.bundles,
        lazy: async () => ({
          Component: (await import('#web/storefront/pages/bundles-page.tsx')).BundlesPage,
        }),
      },
      {
        path: routePatterns.recipes,
        lazy: async () => ({
          Component: (await import('#web/storefront/pages/recipes-page.tsx')).RecipesPage,
        }),
      },
      {
        path: routePatterns.recipe,
        lazy: async () => ({
          Component: (await import('#web/storefront/pages/recipe-page.tsx')).RecipePage,
        }),
      },
      {
        path: routePatterns.promos,
        lazy: async () => ({
          Component: (await import('#web/storefront/pages/promos-page.tsx')).PromosPage,
        }),
      },
      {
        path: routePatterns.about,
        lazy: async () => ({
          Component: (await import('#web/storefront/pages/about-page.tsx')).AboutPage,
        }),
      },
      {
        path: routePatterns.contact,
        lazy: async () => ({
          Component: (await import('#web/storefront/pages/contact-page.tsx')).ContactPage,
        }),
      },
      {
        path: routePatterns.cart,
        lazy: async () => ({ Component: (await import('#web/cart/cart-page.tsx')).CartPage }),
      },
      {
        path: routePatterns.checkout,
        lazy: async () => ({
          Component: (await import('#web/checkout/checkout-page.tsx')).CheckoutPage,
        }),
      },
      {
        path: routePatterns.orderConfirmation,
        lazy: async () => ({
          Component: (await import('#web/checkout/order-confirmation-page.tsx'))
            .OrderConfirmationPage,
        }),
      },
      {
        path: routePatterns.orderStatus,
        lazy: async () => ({
          Component: (await import('#web/checkout/order-status-page.tsx')).OrderStatusPage,
        }),
      },
      {
        path: routePatterns.store,
        lazy: async () => ({
          Component: (await import('#web/storefront/hosted/store-page.tsx')).StorePage,
        }),
      },
      {
        path: routePatterns.storeProduct,
        lazy: async () => ({
          Component: (await import('#web/storefront/hosted/hosted-product-page.tsx'))
            .HostedProductPage,
        }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
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
])
