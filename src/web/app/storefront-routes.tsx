import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { routePatterns } from '#shared/paths.ts'
import {
  StorefrontLayout,
  storefrontLayoutLoader,
} from '#web/storefront/layout/storefront-layout.tsx'
import { HomePage, homePageLoader } from '#web/storefront/pages/home-page.tsx'
import { NotFoundPage } from '#web/storefront/pages/not-found-page.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'
import { RouteErrorPage } from './route-error-page.tsx'
import { shellOnly, shellOnlyHandle } from './shell-only.tsx'
import { shellPageNotes } from './shell-page-notes.ts'

/**
 * The shop's pages. The home page is in the first download; every other page is its
 * own chunk, so the first page stays small. A page that shows data exports its
 * loader beside it, built on the page's own queryOptions (#web/lib/prefetch.ts):
 * the loader starts the data and the page reads it from `queryClient`. A lazy
 * page's loader comes with its chunk, so the description's sanitiser and the
 * page's data calls stay out of the first download.
 *
 * The server renders the same routes (render-page.tsx); pages marked shell-only show
 * the shopper's own data and are rendered there as header, footer and a spinner (and,
 * for a browser without JavaScript, the page's note in shell-page-notes.ts).
 */
export function storefrontRoutes(queryClient: QueryClient): RouteObject {
  return {
    path: routePatterns.home,
    Component: StorefrontLayout,
    ErrorBoundary: RouteErrorPage,
    // Shown only while a page that was not rendered by the server starts (the back
    // office's first load finds its routes, router.tsx).
    HydrateFallback: PageSpinner,
    loader: storefrontLayoutLoader(queryClient),
    children: [
      { index: true, Component: HomePage, loader: homePageLoader(queryClient) },
      {
        path: routePatterns.products,
        lazy: async () => {
          const page = await import('#web/storefront/pages/products-page.tsx')
          return { Component: page.ProductsPage, loader: page.productsPageLoader(queryClient) }
        },
      },
      {
        path: routePatterns.productsByCategory,
        lazy: async () => {
          const page = await import('#web/storefront/pages/products-page.tsx')
          return { Component: page.ProductsPage, loader: page.productsPageLoader(queryClient) }
        },
      },
      {
        path: routePatterns.product,
        lazy: async () => {
          const page = await import('#web/storefront/pages/product-page.tsx')
          return { Component: page.ProductPage, loader: page.productPageLoader(queryClient) }
        },
      },
      {
        path: routePatterns.bundles,
        lazy: async () => {
          const page = await import('#web/storefront/pages/bundles-page.tsx')
          return { Component: page.BundlesPage, loader: page.bundlesPageLoader(queryClient) }
        },
      },
      {
        path: routePatterns.recipes,
        lazy: async () => {
          const page = await import('#web/storefront/pages/recipes-page.tsx')
          return { Component: page.RecipesPage, loader: page.recipesPageLoader(queryClient) }
        },
      },
      {
        path: routePatterns.recipe,
        lazy: async () => {
          const page = await import('#web/storefront/pages/recipe-page.tsx')
          return { Component: page.RecipePage, loader: page.recipePageLoader(queryClient) }
        },
      },
      {
        path: routePatterns.promos,
        lazy: async () => {
          const page = await import('#web/storefront/pages/promos-page.tsx')
          return { Component: page.PromosPage, loader: page.promosPageLoader(queryClient) }
        },
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
        // No loader: the cart's quote is asked again on every visit, so one would ask twice.
        path: routePatterns.cart,
        handle: shellOnlyHandle,
        lazy: async () => ({
          Component: shellOnly(
            (await import('#web/cart/cart-page.tsx')).CartPage,
            shellPageNotes.cart,
          ),
        }),
      },
      {
        path: routePatterns.checkout,
        handle: shellOnlyHandle,
        lazy: async () => {
          const page = await import('#web/checkout/checkout-page.tsx')
          return {
            Component: shellOnly(page.CheckoutPage, shellPageNotes.checkout),
            loader: page.checkoutPageLoader(queryClient),
          }
        },
      },
      {
        path: routePatterns.orderConfirmation,
        handle: shellOnlyHandle,
        lazy: async () => ({
          Component: shellOnly(
            (await import('#web/checkout/order-confirmation-page.tsx')).OrderConfirmationPage,
            shellPageNotes.orderConfirmation,
          ),
        }),
      },
      {
        path: routePatterns.orderStatus,
        handle: shellOnlyHandle,
        lazy: async () => ({
          Component: shellOnly(
            (await import('#web/checkout/order-status-page.tsx')).OrderStatusPage,
            shellPageNotes.orderStatus,
          ),
        }),
      },
      {
        // The order page every link the shop sends opens (decision 0072): the shopper's
        // own, so the server renders only its frame.
        path: routePatterns.orderPage,
        handle: shellOnlyHandle,
        lazy: async () => {
          const page = await import('#web/checkout/order-page.tsx')
          return {
            Component: shellOnly(page.OrderPage, shellPageNotes.orderPage),
            loader: page.orderPageLoader(queryClient),
          }
        },
      },
      {
        path: routePatterns.store,
        lazy: async () => {
          const page = await import('#web/storefront/hosted-store/store-page.tsx')
          return { Component: page.StorePage, loader: page.storePageLoader(queryClient) }
        },
      },
      {
        path: routePatterns.storeProduct,
        lazy: async () => {
          const page = await import('#web/storefront/hosted-store/hosted-product-page.tsx')
          return {
            Component: page.HostedProductPage,
            loader: page.hostedProductPageLoader(queryClient),
          }
        },
      },
      { path: '*', Component: NotFoundPage },
    ],
  }
}
