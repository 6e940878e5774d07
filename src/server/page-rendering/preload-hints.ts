import fs from 'node:fs'
import path from 'node:path'
import { escapeHtml } from '#server/http/escape-html.ts'
import { catalogApiPaths } from '#shared/api-paths/catalog.ts'
import { hostedStoreApiPaths } from '#shared/api-paths/hosted-store.ts'
import { siteApiPaths } from '#shared/api-paths/settings.ts'
import { parseListing } from '#shared/listing-state.ts'
import { parseRowId } from '#shared/row-id.ts'

/**
 * Preload hints for the page shell (docs/performance.md). Without them a storefront page
 * loads as a waterfall: HTML, then the entry script, then the page's lazy chunk,
 * then its API data, then its main image. With them the browser fetches the page
 * chunk, the data and the hero image in parallel with the entry script.
 * The API addresses come from src/shared/api-paths/, the same builder the pages
 * use, so the preloaded answer is the one the page asks for.
 */
interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

/** Lazily loaded page modules, keyed as the build manifest names them (relative to src/web). */
const pageModules: [RegExp, string][] = [
  [/^\/products(\/[^/]+)?$/, 'storefront/pages/products-page.tsx'],
  [/^\/product\/[^/]+$/, 'storefront/pages/product-page.tsx'],
  [/^\/bundles$/, 'storefront/pages/bundles-page.tsx'],
  [/^\/recipes$/, 'storefront/pages/recipes-page.tsx'],
  [/^\/recipe\/[^/]+$/, 'storefront/pages/recipe-page.tsx'],
  [/^\/promos$/, 'storefront/pages/promos-page.tsx'],
  [/^\/about$/, 'storefront/pages/about-page.tsx'],
  [/^\/contact$/, 'storefront/pages/contact-page.tsx'],
  [/^\/cart$/, 'cart/cart-page.tsx'],
  // The browser downloads a rendered page's chunk before it hydrates the page.
  [/^\/checkout$/, 'checkout/checkout-page.tsx'],
  [/^\/order-confirmation$/, 'checkout/order-confirmation-page.tsx'],
  [/^\/order-status$/, 'checkout/order-status-page.tsx'],
  [/^\/orders\/[^/]+$/, 'checkout/order-page.tsx'],
  // Without these two the hosted store's pages loaded as a waterfall (entry, then
  // page chunk, then data), and Lighthouse saw a later LCP on /store/:id than on a
  // product page (bench/lighthouse.mjs).
  [/^\/store$/, 'storefront/hosted-store/store-page.tsx'],
  [/^\/store\/[^/]+$/, 'storefront/hosted-store/hosted-product-page.tsx'],
]

/**
 * Pages that import a module on demand yet need it for their first render: its chunk
 * is preloaded too. The hosted product waits for DOMPurify to show its description
 * (src/web/storefront/hosted-store/lib/html-sanitizer.ts).
 */
const firstRenderDynamicImports = new Set(['storefront/hosted-store/hosted-product-page.tsx'])

/** The page's main image (its largest paint): a plain address, or a srcset the page's <img> shares. */
export interface PreloadImage {
  href: string
  srcset?: string | undefined
  sizes?: string | undefined
}

export interface PreloadPlan {
  modules: string[]
  data: string[]
  image?: PreloadImage | undefined
}

export type PreloadPlanner = (
  pathname: string,
  search: URLSearchParams,
  mainImage?: PreloadImage,
) => PreloadPlan

/** Reads dist/client-manifest.json once; without a build manifest, only data hints are made. */
export function createPreloadPlanner(clientDir: string | undefined): PreloadPlanner {
  const manifest = readManifest(clientDir)
  const loadedByEntry = new Set<string>()
  if (manifest) {
    const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
    if (entryKey) collect(manifest, entryKey, loadedByEntry)
  }
  const modulesFor = (pathname: string): string[] => {
    const key = pageModules.find(([pattern]) => pattern.test(pathname))?.[1]
    if (!manifest || !key || !manifest[key]) return []
    const keys = new Set<string>()
    collect(manifest, key, keys)
    if (firstRenderDynamicImports.has(key)) {
      for (const dynamic of manifest[key].dynamicImports ?? []) collect(manifest, dynamic, keys)
    }
    return [...keys].filter((k) => !loadedByEntry.has(k)).map((k) => `/${manifest[k]!.file}`)
  }
  return (pathname, search, mainImage) => ({
    modules: modulesFor(pathname),
    data: [siteApiPaths.site, ...pageData(pathname, search)],
    image: mainImage,
  })
}

function pageData(pathname: string, search: URLSearchParams): string[] {
  if (pathname === '/') return [catalogApiPaths.homepage, catalogApiPaths.newestProducts]
  const listing = /^\/products(?:\/([^/]+))?$/.exec(pathname)
  if (listing) {
    const state = parseListing(listing[1], search)
    return [catalogApiPaths.homepage, catalogApiPaths.productListing(state)]
  }
  const productId = parseRowId(/^\/product\/([^/]+)$/.exec(pathname)?.[1])
  if (productId !== null) return [catalogApiPaths.product(productId)]
  if (pathname === '/store') return [hostedStoreApiPaths.products]
  const hosted = /^\/store\/([^/]+)$/.exec(pathname)
  if (hosted) {
    // The page encodes the id React Router decoded; a malformed escape gets no hint.
    try {
      return [hostedStoreApiPaths.product(decodeURIComponent(hosted[1]!))]
    } catch {
      return []
    }
  }
  return []
}

export function preloadLinks(plan: PreloadPlan): string {
  const links = [
    ...plan.modules.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
    // `crossorigin` makes the preload's mode and credentials match the page's fetch().
    ...plan.data.map(
      (href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`,
    ),
  ]
  if (plan.image) {
    const { href, srcset, sizes } = plan.image
    // With a srcset the browser preloads the copy the <img> will pick (same sizes).
    const responsive = srcset
      ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
      : ''
    links.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${responsive}>`,
    )
  }
  return links.join('\n    ')
}

function readManifest(clientDir: string | undefined): Manifest | undefined {
  if (!clientDir) return undefined
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, '..', 'client-manifest.json'), 'utf8'))
  } catch {
    return undefined
  }
}

function collect(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return
  into.add(key)
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into)
}
