/**
 * The service worker's runtime caches (scripts/service-worker-options.ts), named for
 * what they hold. The app reads `catalogPages` to list the pages a shopper can open
 * offline.
 */
export const offlineCaches = {
  catalogApi: 'catalog-api',
  productImages: 'product-images',
  catalogPages: 'catalog-pages',
} as const
