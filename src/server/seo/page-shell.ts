import type { Context } from 'hono'
import pLimit from 'p-limit'
import type { AppDeps } from '#server/app-env.ts'
import { hostedLookupAddressRateLimit } from '#server/hosted-store/hosted-limits.ts'
import type { ShellPage, ShellRenderer } from '#server/http/client-app.ts'
import { callerKey, hitRateLimit } from '#server/http/rate-limit.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { PAGE_DATA_ELEMENT_ID, type PageRenderer } from '#shared/page-render.ts'
import { paths } from '#shared/paths.ts'
import { deferAppStart } from './deferred-app-start.ts'
import { injectPageMeta } from './inject-meta.ts'
import { canonicalPageAddress } from './page-address.ts'
import { pageMetaFor } from './page-meta.ts'
import { type PreloadPlanner, preloadLinks } from './preload-hints.ts'

/**
 * A rendered catalog page is kept at most this long even when nothing is written:
 * a promotion that ends or starts with the clock changes the page without a write.
 */
const PAGE_MAX_AGE_MS = 60_000

/**
 * Uncached renders in progress at once, per process. A render is CPU work on the one
 * event loop (with PGlite, its queries too). Without a bound, a burst of pages new to
 * the cache (a crawler, a hundred searches) filled the loop: cached JSON went from
 * p50 1 ms to 156 ms (bench/render-burst.mjs). With it, the renders queue among
 * themselves, and every other request waits for at most a few of them.
 */
const RENDERS_AT_ONCE = 2

export interface StorefrontPages {
  /** The web app's server render (src/web/app/render-page.tsx), loaded at start. */
  renderPage: PageRenderer
  /** Answers the render's API calls in process, as the API answers this request's sender. */
  fetchApi: (c: Context) => (request: Request) => Promise<Response>
}

/** Pages about the shopper's own cart or order: rendered as a shell, never kept in any cache. */
const shopperPages: ReadonlySet<string> = new Set([
  paths.cart,
  paths.checkout,
  paths.orderConfirmation,
  paths.orderStatus(),
])

/** A hosted product's page: rendered from the outside store on every request, never queued or cached. */
const isHostedStorePage = (path: string) => path.startsWith('/store/')

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'> &
  Partial<Pick<AppDeps, 'hostedStore' | 'catalogCache'>>

/** Puts the rendered page into the shell's root and its data beside it. */
function fillRoot(shell: string, appHtml: string, dataJson: string): string {
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${dataJson}</script>`
  return shell.replace('<div id="root"></div>', () => `<div id="root">${appHtml}</div>${data}`)
}

/**
 * The storefront page asked for, as HTML: the shell's <head> filled for the page (so a
 * link pasted in a chat previews with its title, description, image and price), and
 * with `pages` the page itself rendered by the server with its data, so it paints
 * before any JavaScript runs and works without it. An unknown or draft product,
 * recipe or category answers 404, so crawlers drop it. Catalog pages are kept in the
 * catalog cache per catalog version, like the JSON.
 */
export function seoShellRenderer(
  deps: Deps,
  planPreloads?: PreloadPlanner,
  pages?: StorefrontPages,
): ShellRenderer {
  // Renders take their turn (see RENDERS_AT_ONCE); each starts after the event loop
  // has taken in what arrived meanwhile.
  // Hosted-store pages skip the queue: they wait on an outside service (up to its
  // client's timeout), and an outage must not hold the shop's own pages.
  const renderSlot = pLimit(RENDERS_AT_ONCE)
  const render = (c: Context, shell: string, address: string) =>
    isHostedStorePage(c.req.path)
      ? renderNow(c, shell, address)
      : renderSlot(async () => {
          await new Promise<void>((resolve) => setImmediate(resolve))
          return renderNow(c, shell, address)
        })
  /** Renders the page at `address` (path and query; the request's own, or its canonical form). */
  const renderNow = async (
    c: Context,
    shell: string,
    address: string,
  ): Promise<ShellPage & { html: string }> => {
    const { siteName } = await getSettings(deps.db, 'site')
    // A hosted product page asks the hosted store: it counts against the address's
    // hosted lookups like the API does, and past the limit the page goes out without
    // its preview rather than fanning requests out to the store.
    const hostedStore =
      deps.hostedStore && isHostedStorePage(c.req.path)
        ? (
            await hitRateLimit(
              deps.db,
              hostedLookupAddressRateLimit,
              callerKey(c, deps),
              deps.now(),
            )
          ).allowed
          ? deps.hostedStore
          : undefined
        : deps.hostedStore
    const meta = await pageMetaFor(deps.db, c.req.path, siteName, hostedStore)
    let status: 200 | 404 = meta === 'not_found' ? 404 : 200
    let html = shell
    let pageModules: string[] = []
    if (meta !== 'not_found') {
      html = injectPageMeta(shell, meta, siteName, deps.config.siteOrigin)
      if (planPreloads) {
        const mainImage =
          c.req.path === '/'
            ? { href: (await getSettings(deps.db, 'homepage')).heroImage }
            : meta.mainImage
        const plan = planPreloads(
          c.req.path,
          new URL(address, deps.config.siteOrigin).searchParams,
          mainImage,
        )
        // A rendered page carries its data: preloading the API answers would fetch them
        // twice; its chunks are fetched by the deferred start, after the page has painted.
        const hints = pages ? { ...plan, data: [], modules: [] } : plan
        html = html.replace(/<\/head>/i, () => `  ${preloadLinks(hints)}\n  </head>`)
        pageModules = plan.modules
      }
    }
    // The back office is a client-side app loaded on demand: its shell stays empty.
    if (pages && !c.req.path.startsWith(paths.admin.root)) {
      // The origin comes from configuration; only the path and query are the request's.
      const page = await pages.renderPage({
        url: `${deps.config.siteOrigin}${address}`,
        fetchApi: pages.fetchApi(c),
      })
      if (page.status === 404) status = 404
      html = deferAppStart(fillRoot(html, page.appHtml, page.dataJson), pageModules)
    }
    return { status, html }
  }
  return async (c, shell) => {
    try {
      const cache = deps.catalogCache
      // Pages from our own catalog and settings are kept per catalog version, like the
      // JSON: every catalog or settings write empties the cache, in every process.
      // Hosted-store pages depend on the store and are rendered each time.
      const url = new URL(c.req.url)
      const asked = `${url.pathname}${url.search}`
      if (shopperPages.has(c.req.path)) return { ...(await render(c, shell, asked)), shopper: true }
      if (!cache || isHostedStorePage(c.req.path)) return await render(c, shell, asked)
      // Kept and rendered under the address of what it shows, so tracking tags and junk
      // parameters share one page instead of each costing a render.
      const address = canonicalPageAddress(url.pathname, url.searchParams)
      const now = deps.now().getTime()
      const entry = await cache.getOrLoadBody(`page:${address}`, now, async () => {
        const page = await render(c, shell, address)
        // Never stored: an unknown page must not take the place of a known one.
        if (page.status === 404) throw new PageNotFound(page.html)
        return { body: page.html, expiresAt: now + PAGE_MAX_AGE_MS }
      })
      return { status: 200, cached: { entry, cache } }
    } catch (err) {
      if (err instanceof PageNotFound) return { status: 404, html: err.html }
      // The shopper still gets the plain shell, which the browser renders on its own;
      // the status says the server failed, the body says nothing of why.
      deps.logger.error({ err, path: c.req.path }, 'page render failed')
      return { status: 500 }
    }
  }
}

/** A render that found no such page: answered 404 with its HTML, never cached. */
class PageNotFound extends Error {
  constructor(readonly html: string) {
    super('page not found')
  }
}
