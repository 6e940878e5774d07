import type { Context } from 'hono'
import type { AppDeps } from '#server/app-env.ts'
import type { CatalogCache } from '#server/catalog/catalog-cache.ts'
import { hostedLookupAddressRateLimit } from '#server/hosted-store/hosted-limits.ts'
import { callerKey, hitRateLimit } from '#server/http/rate-limit.ts'
import type { ShellPage, ShellRenderer, StreamedHtml } from '#server/page-rendering/client-app.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { PAGE_DATA_ELEMENT_ID, type PageRenderer } from '#shared/page-render.ts'
import { paths } from '#shared/paths.ts'
import { deferAppStart, startAppAtOnce } from './deferred-app-start.ts'
import { injectPageMeta } from './inject-meta.ts'
import { canonicalPageAddress } from './page-address.ts'
import { pageMetaFor } from './page-meta.ts'
import { type PreloadPlanner, preloadLinks } from './preload-hints.ts'
import { renderGate } from './render-gate.ts'

/**
 * A rendered catalog page is kept at most this long even when nothing is written:
 * a promotion that ends or starts with the clock changes the page without a write.
 */
const PAGE_MAX_AGE_MS = 60_000

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
  paths.orderStatus,
])

/** An order's own page, `/orders/<token>`: the shopper's, like the pages above. */
const isOrderPage = (path: string) => path.startsWith('/orders/')

/** A hosted product's page: rendered from the outside store on every request, in a pool of its own, never cached. */
const isHostedStorePage = (path: string) => path.startsWith('/store/')

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'> &
  Partial<Pick<AppDeps, 'hostedStore' | 'catalogCache'>>

const ROOT_OPEN = '<div id="root">'
const ROOT = `${ROOT_OPEN}</div>`
// Stand-ins for the page's markup and data while the shell is cut around them.
const APP_MARK = '\u0000app\u0000'
const DATA_MARK = '\u0000data\u0000'

/**
 * The shell cut around the page: `head` is everything up to the page's markup (the
 * <head>, and <body> up to the root), `between` goes from the end of the root to the
 * page's data, `tail` from there to the end. `deferAppStart` is applied to the whole.
 */
function documentParts(shell: string, pageModules: readonly string[]) {
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${DATA_MARK}</script>`
  const whole = deferAppStart(
    shell.replace(ROOT, () => `${ROOT_OPEN}${APP_MARK}</div>${data}`),
    pageModules,
  )
  const [head = '', afterApp = ''] = whole.split(APP_MARK)
  const [between = '', tail = ''] = afterApp.split(DATA_MARK)
  return { head, between, tail }
}

/**
 * A page on its way. A streamed page's status and head are known, its rest comes
 * when it has rendered; a page without the server render is whole at once; a page
 * not rendered at all (its pool full, or its address past its renders) is the plain
 * app shell, which the browser renders itself.
 */
type PageRender =
  | { status: 200 | 404; html: string }
  | {
      status: 200 | 404
      html: StreamedHtml
      /**
       * Settles when the page has rendered: undefined when the rest is the page as
       * rendered for anyone, else why it must not be kept for others.
       */
      notForOthers: Promise<string | undefined>
    }
  | { status: 200; html?: undefined; unrendered: string }

/** A render the cache must not keep (a 404, a page with a part or a query failed, or not rendered). */
const notKept = new Error('page not kept')

/** Settles when the page has rendered (at once for a whole page): its render slot is free again. */
const renderedFully = (page: PageRender) => ('notForOthers' in page ? page.notForOthers : undefined)

/** Why a finished page is true only for the request that asked, or undefined when it is whole. */
function notForOthersBecause(failedQueries: readonly string[], partsFailed: number) {
  if (partsFailed > 0) return `${partsFailed} part(s) failed to render`
  if (failedQueries.length > 0) return `queries ended in error: ${failedQueries.join(', ')}`
  return undefined
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
  // Renders take their turn in bounded pools and count against the asking address
  // (render-gate.ts); each holds its slot until the whole page has rendered, though
  // its head goes out before. Refused, the page goes out as the plain app shell.
  const gate = renderGate(deps)
  /** Renders the page in its turn, or says why not (logged: operators watch for floods). */
  const render = async (c: Context, shell: string, address: string): Promise<PageRender> => {
    const hosted = isHostedStorePage(c.req.path)
    const page = await gate(c, hosted, () => renderNow(c, shell, address), renderedFully)
    if (!('refused' in page)) return page
    deps.logger.warn({ path: c.req.path, reason: page.refused }, 'page sent as the plain app shell')
    return { status: 200, unrendered: page.refused }
  }
  /** Renders the page at `address` (path and query; the request's own, or its canonical form). */
  const renderNow = async (c: Context, shell: string, address: string): Promise<PageRender> => {
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
    const status: 200 | 404 = meta === 'not_found' ? 404 : 200
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
    if (!pages || c.req.path.startsWith(paths.admin.root)) return { status, html }
    // The origin comes from configuration; only the path and query are the request's.
    let partsFailed = 0
    const page = await pages.renderPage({
      url: `${deps.config.siteOrigin}${address}`,
      fetchApi: pages.fetchApi(c),
      onPartFailed: (err) => {
        partsFailed += 1
        deps.logger.error({ err, path: c.req.path }, 'part of a page failed to render')
      },
    })
    // The page's status is known and its outer part rendered: the head can go out
    // while the page's own parts render (decision 0070).
    const { head, between, tail } = documentParts(html, pageModules)
    // Should the page fail now, the rest is the plain shell's, from the root's end.
    const plainRest = html.slice(html.indexOf(ROOT) + ROOT_OPEN.length)
    const rest = page.content.then(
      (content) => ({
        html: `${content.appHtml}${between}${content.dataJson}${tail}`,
        notForOthers: notForOthersBecause(content.failedQueries, partsFailed),
      }),
      (err: unknown) => {
        // The head is out, so the status stays; the browser renders the page itself.
        deps.logger.error({ err, path: c.req.path }, 'page render failed')
        return { html: startAppAtOnce(html, plainRest), notForOthers: 'finished as the plain app' }
      },
    )
    return {
      status: page.status === 404 ? 404 : status,
      html: { head, rest: rest.then((r) => r.html) },
      notForOthers: rest.then((r) => r.notForOthers),
    }
  }
  /**
   * A catalog page: from the cache, from a render of it under way (a burst on one new
   * page costs one render), or rendered now. The request that renders it is sent the
   * page as it renders; the cache keeps the page once finished, and requests that
   * joined meanwhile are answered from it.
   */
  const keptPage = async (
    c: Context,
    shell: string,
    cache: CatalogCache,
    address: string,
  ): Promise<ShellPage> => {
    const now = deps.now().getTime()
    let mine: Promise<PageRender> | undefined
    const kept = cache.getOrLoadBody(`page:${address}`, now, () => {
      mine = render(c, shell, address)
      return mine.then(async (page) => {
        // Never kept: an unknown page must not take the place of a known one, and a
        // page not rendered is rendered by the next request.
        if (page.status === 404 || 'unrendered' in page) throw notKept
        if (!('notForOthers' in page)) return { body: page.html, expiresAt: now + PAGE_MAX_AGE_MS }
        const [rest, notForOthers] = await Promise.all([page.html.rest, page.notForOthers])
        // A refusal, an outage or a failed part is this request's, not everyone's for a
        // minute: the next request renders the page again.
        if (notForOthers) {
          deps.logger.warn({ path: address, reason: notForOthers }, 'page not kept in the cache')
          throw notKept
        }
        return { body: `${page.html.head}${rest}`, expiresAt: now + PAGE_MAX_AGE_MS }
      })
    })
    // This request renders the page (getOrLoadBody loads at once when it is the one).
    if (mine) {
      void kept.catch(() => {})
      const page = await mine
      return typeof page.html === 'string' && page.status === 200
        ? { status: 200, cached: { entry: await kept, cache } }
        : page
    }
    try {
      return { status: 200, cached: { entry: await kept, cache } }
    } catch (err) {
      if (err !== notKept) throw err
      return await render(c, shell, address)
    }
  }
  return async (c, shell) => {
    try {
      const cache = deps.catalogCache
      // Pages from our own catalog and settings are kept per catalog version, like the
      // JSON: every catalog or settings write empties the cache, in every process.
      // Hosted-store pages depend on the store and are rendered each time.
      const url = new URL(c.req.url)
      const asked = `${url.pathname}${url.search}`
      if (shopperPages.has(c.req.path) || isOrderPage(c.req.path)) {
        return { ...(await render(c, shell, asked)), shopper: true }
      }
      if (!cache || isHostedStorePage(c.req.path)) return await render(c, shell, asked)
      // Kept and rendered under the address of what it shows, so tracking tags and junk
      // parameters share one page instead of each costing a render.
      return await keptPage(c, shell, cache, canonicalPageAddress(url.pathname, url.searchParams))
    } catch (err) {
      // The shopper still gets the plain shell, which the browser renders on its own;
      // the status says the server failed, the body says nothing of why.
      deps.logger.error({ err, path: c.req.path }, 'page render failed')
      return { status: 500 }
    }
  }
}
