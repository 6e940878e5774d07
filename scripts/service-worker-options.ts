import type { Plugin } from 'vite'
import type { VitePWAOptions } from 'vite-plugin-pwa'
import { offlineCaches } from '#shared/offline-caches.ts'

/**
 * The installable shop (decision 0066): the web app manifest and the service worker
 * vite-plugin-pwa generates with Workbox. Nothing here is hand-written caching logic:
 * the matchers below pick which Workbox strategy answers which request, and every
 * request no matcher takes (the back office, sign-in, orders, payment proofs, the cart
 * quote, anything but GET) goes to the network as if there were no service worker.
 */

/** Output files the storefront never loads: what the back office is built from. */
const backOfficeFiles = new Set<string>()

const isBackOfficeModule = (id: string) =>
  /[\\/]src[\\/]web[\\/]admin[\\/]/.test(id) ||
  /[\\/]src[\\/]web[\\/]app[\\/]admin-routes\.tsx$/.test(id)

/**
 * Finds the chunks (and their CSS) a shopper can reach: from the entry through static
 * and on-demand imports, never through a chunk built from src/web/admin (or the back
 * office's route table). What is left is the back office, and its own libraries (the
 * dashboard's charts, say), which the precache leaves out: a shopper's phone should
 * not download the staff's screens. The same rule as bench/bundle-size.mjs, which
 * checks that no storefront page loads admin code.
 */
export function storefrontFiles(): Plugin {
  return {
    name: 'meatshop:storefront-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      backOfficeFiles.clear()
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const reached = new Set<string>()
      const visit = (fileName: string) => {
        const chunk = byFile.get(fileName)
        if (!chunk || reached.has(fileName)) return
        if (chunk.moduleIds.some(isBackOfficeModule)) return
        reached.add(fileName)
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next)
      }
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
      const storefrontCss = new Set(
        chunks
          .filter((chunk) => reached.has(chunk.fileName))
          .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
      )
      for (const chunk of chunks) {
        if (reached.has(chunk.fileName)) continue
        backOfficeFiles.add(chunk.fileName)
        for (const css of chunk.viteMetadata?.importedCss ?? []) {
          if (!storefrontCss.has(css)) backOfficeFiles.add(css)
        }
      }
    },
  }
}

const week = 7 * 24 * 60 * 60

export const serviceWorkerOptions: Partial<VitePWAOptions> = {
  // A new worker waits until the shopper says Reload (src/web/pwa/), never swaps the
  // code under an open page.
  registerType: 'prompt',
  // Registered by the app itself after the page has loaded (src/web/pwa/register-service-worker.ts).
  injectRegister: false,
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Prime Cuts Butchery',
    short_name: 'Prime Cuts',
    description:
      'Premium beef, pork, chicken and seafood, expertly butchered and delivered fresh across Metro Manila, Cavite and Laguna.',
    theme_color: '#8a1c1c',
    background_color: '#fbf8f3',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // The app shell (index.html) and the storefront's JavaScript and CSS; images are
    // cached as they are seen (below), the back office never.
    globPatterns: ['**/*.{js,css,html}', 'favicon.svg'],
    manifestTransforms: [
      (entries) => ({ manifest: entries.filter((entry) => !backOfficeFiles.has(entry.url)) }),
    ],
    // Hashed files change name with their content: no revision query needed.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    // The first visit's worker takes the open page at once (no older worker to wait
    // for), so the pages visited next are kept for offline.
    clientsClaim: true,
    // Navigations are answered by the rules below (network first), never by the
    // precached shell first: a page must come fresh whenever the network answers.
    navigateFallback: null,
    // Nor may the precache answer '/' with the shell (its default maps '/' to
    // index.html): the home page is a rendered catalog page like the others.
    directoryIndex: '',
    runtimeCaching: [
      {
        // Catalog answers: the browser's fetches of the public catalog and site details.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/api\/(?:catalog\/|hosted\/|homepage$|site$)/.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: offlineCaches.catalogApi,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 200, maxAgeSeconds: week },
        },
      },
      {
        // Product and sample images (uploaded WebP under /media, our SVGs under /images).
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/(?:media|images)\//.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: offlineCaches.productImages,
          cacheableResponse: { statuses: [200] },
          expiration: {
            maxEntries: 200,
            maxAgeSeconds: 30 * 24 * 60 * 60,
            purgeOnQuotaError: true,
          },
        },
      },
      {
        // Catalog pages as the server rendered them: the network first, so an open
        // connection always gets today's page and code; the kept copy when the network
        // fails or is slower than a flaky phone connection allows; the app shell when
        // there is no copy (the app then shows its offline view).
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.mode === 'navigate' &&
          /^\/(?:$|products(?:\/[a-z]+)?$|product\/[^/]+$|bundles$|recipes$|recipe\/[^/]+$|promos$|about$|contact$|store(?:\/[^/]+)?$)/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: offlineCaches.catalogPages,
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 50, maxAgeSeconds: week },
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
      {
        // The shopper's own pages (cart, checkout, orders) and unknown ones: never
        // kept, since they are the shopper's alone; offline, the app shell, which runs
        // the cart from local storage. The back office and the API are no pages of
        // the shop: no rule takes them.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.mode === 'navigate' &&
          !/^\/(?:admin|api|media)(?:\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
    ],
  },
}
