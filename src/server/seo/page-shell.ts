import type { Context } from 'hono'
import type { AppDeps } from '#server/app-env.ts'
import { hostedLookupAddressRateLimit } from '#server/hosted-store/hosted-limits.ts'
import type { ShellPage, ShellRenderer } from '#server/http/client-app.ts'
import { callerKey, hitRateLimit } from '#server/http/rate-limit.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { injectPageMeta } from './inject-meta.ts'
import { pageMetaFor } from './page-meta.ts'
import { type PreloadPlanner, preloadLinks } from './preload-hints.ts'

/**
 * Fills the app shell's <head> for the page asked for, so a link pasted in a chat
 * previews with its title, description, image and price before any JavaScript
 * runs. An unknown or draft product or recipe answers the shell with 404, so
 * crawlers drop it. If the database cannot answer, the plain shell still goes out:
 * the page works, only its preview is generic.
 */
export function seoShellRenderer(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'> &
    Partial<Pick<AppDeps, 'hostedStore' | 'catalogCache'>>,
  planPreloads?: PreloadPlanner,
): ShellRenderer {
  const render = async (c: Context, shell: string): Promise<ShellPage> => {
    const { siteName } = await getSettings(deps.db, 'site')
    // A hosted product page asks the hosted store: it counts against the address's
    // hosted lookups like the API does, and past the limit the page goes out without
    // its preview rather than fanning requests out to the store.
    const hostedStore =
      deps.hostedStore && c.req.path.startsWith('/store/')
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
    if (meta === 'not_found') return { status: 404 }
    const origin = deps.config.siteOrigin
    let html = injectPageMeta(shell, meta, siteName, origin)
    if (planPreloads) {
      const mainImage =
        c.req.path === '/'
          ? { href: (await getSettings(deps.db, 'homepage')).heroImage }
          : meta.mainImage
      const plan = planPreloads(c.req.path, new URL(c.req.url).searchParams, mainImage)
      html = html.replace(/<\/head>/i, () => `  ${preloadLinks(plan)}\n  </head>`)
    }
    return { status: 200, html }
  }
  return async (c, shell) => {
    try {
      const cache = deps.catalogCache
      // Pages whose <head> comes from our own catalog and settings are kept per catalog
      // version, like the JSON: every catalog or settings write empties the cache, in
      // every process. Hosted-store pages depend on the store and are rendered each time.
      if (!cache || c.req.path.startsWith('/store/')) return await render(c, shell)
      const url = new URL(c.req.url)
      const key = `page:${url.pathname}${url.search}`
      const entry = await cache.getOrLoadBody(key, deps.now().getTime(), async () => {
        const page = await render(c, shell)
        // Never stored: an unknown page must not take the place of a known one.
        if (page.html === undefined) throw new PageNotFound()
        return { body: page.html }
      })
      return { status: 200, cached: { entry, cache } }
    } catch (err) {
      if (err instanceof PageNotFound) return { status: 404 }
      deps.logger.warn({ err, path: c.req.path }, 'page meta unavailable; serving the plain shell')
      return undefined
    }
  }
}

/** A render that found no such product or recipe: answered 404, never cached. */
class PageNotFound extends Error {}
