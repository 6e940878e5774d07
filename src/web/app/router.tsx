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
      // Every other storefront page is its own chunk, so the first page stays small.
      {
        path: routePatterns.products,
        lazy: async () => ({
          Component: (await import('../storefront/pages/products-page')).ProductsPage,
        }),
      },
      {
        path: routePatterns.productsByCategory,
        lazy: async () => ({
          Component: (await import('../storefront/pages/products-page')).ProductsPage,
        }),
      },
      {
        path: routePatterns.product,
        lazy: async () => ({
          Component: (await import('../storefront/pages/product-page')).ProductPage,
        }),
      },
      {
        path: routePatterns.bundles,
        lazy: async () => ({
          Component: (await import('../storefront/pages/bundles-page')).BundlesPage,
        }),
      },
      {
        path: routePatterns.recipes,
        lazy: async () => ({
          Component: (await import('../storefront/pages/recipes-page')).RecipesPage,
        }),
      },
      {
        path: routePatterns.recipe,
        lazy: async () => ({
          Component: (await import('../storefront/pages/recipe-page')).RecipePage,
        }),
      },
      {
        path: routePatterns.promos,
        lazy: async () => ({
          Component: (await import('../storefront/pages/promos-page')).PromosPage,
        }),
      },
      {
        path: routePatterns.about,
        lazy: async () => ({
          Component: (await import('../storefront/pages/about-page')).AboutPage,
        }),
      },
      {
        path: routePatterns.contact,
        lazy: async () => ({
          Component: (await import('../storefront/pages/contact-page')).ContactPage,
        }),
      },
      {
        path: routePatterns.cart,
        lazy: async () => ({ Component: (await import('../cart/cart-page')).CartPage }),
      },
      {
        path: routePatterns.checkout,
        lazy: async () => ({ Component: (await import('../checkout/checkout-page')).CheckoutPage }),
      },
      {
        path: routePatterns.orderConfirmation,
        lazy: async () => ({
          Component: (await import('../checkout/order-confirmation-page')).OrderConfirmationPage,
        }),
      },
      {
        path: routePatterns.orderStatus,
        lazy: async () => ({
          Component: (await import('../checkout/order-status-page')).OrderStatusPage,
        }),
      },
      {
        path: routePatterns.store,
        lazy: async () => ({
          Component: (await import('../storefront/hosted/store-page')).StorePage,
        }),
      },
      {
        path: routePatterns.storeProduct,
        lazy: async () => ({
          Component: (await import('../storefront/hosted/hosted-product-page')).HostedProductPage,
        }),
      },
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
    path: routePatterns.adminSetPassword,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({
      Component: (await import('../admin/password/set-password-page')).SetPasswordPage,
    }),
  },
  {
    path: routePatterns.adminForgotPassword,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({
      Component: (await import('../admin/password/forgot-password-page')).ForgotPasswordPage,
    }),
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
          Component: (await import('../admin/dashboard/dashboard-page')).DashboardPage,
        }),
      },
      {
        path: routePatterns.adminOrders,
        lazy: async () => ({ Component: (await import('../admin/orders/orders-page')).OrdersPage }),
      },
      {
        path: routePatterns.adminProducts,
        lazy: async () => ({
          Component: (await import('../admin/products/products-page')).AdminProductsPage,
        }),
      },
      {
        path: routePatterns.adminBundles,
        lazy: async () => ({
          Component: (await import('../admin/bundles/bundles-page')).AdminBundlesPage,
        }),
      },
      {
        path: routePatterns.adminRecipes,
        lazy: async () => ({
          Component: (await import('../admin/recipes/recipes-page')).AdminRecipesPage,
        }),
      },
      {
        path: routePatterns.adminPromos,
        lazy: async () => ({
          Component: (await import('../admin/promos/promos-page')).AdminPromosPage,
        }),
      },
      {
        path: routePatterns.adminUsers,
        lazy: async () => ({
          Component: (await import('../admin/users/users-page')).AdminUsersPage,
        }),
      },
      {
        path: routePatterns.adminSubscribers,
        lazy: async () => ({
          Component: (await import('../admin/subscribers/subscribers-page')).AdminSubscribersPage,
        }),
      },
      {
        path: routePatterns.adminSettings,
        lazy: async () => ({
          Component: (await import('../admin/settings/settings-page')).AdminSettingsPage,
        }),
      },
      {
        path: routePatterns.adminMessages,
        lazy: async () => ({
          Component: (await import('../admin/messages/messages-page')).AdminMessagesPage,
        }),
      },
      {
        path: routePatterns.adminSection,
        lazy: async () => ({
          // Every section has its own route above: what reaches this one does not exist.
          Component: (await import('../admin/pages/admin-not-found')).AdminNotFound,
        }),
      },
    ],
  },
])
