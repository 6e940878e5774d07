import type { AppDeps } from '#server/app-env.ts'
import { hostedLookupAddressRateLimit } from '#server/hosted-store/hosted-limits.ts'
import type { ShellRenderer } from '#server/http/client-app.ts'
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
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'> & Partial<Pick<AppDeps, 'hostedStore'>>,
  planPreloads?: PreloadPlanner,
): ShellRenderer {
  return async (c, shell) => {
    try {
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
    } catch (err) {
      deps.logger.warn({ err, path: c.req.path }, 'page meta unavailable; serving the plain shell')
      return undefined
    }
  }
}
