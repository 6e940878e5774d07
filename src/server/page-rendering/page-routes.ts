import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap.ts'

/** `GET /sitemap.xml` and `GET /robots.txt`, with absolute URLs on the public origin. */
export function seoRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const entries = await sitemapEntries(deps.db, deps.now())
      c.header('Content-Type', 'application/xml; charset=utf-8')
      // Crawlers come rarely; an hour old is fresh enough and spares the database.
      c.header('Cache-Control', 'public, max-age=3600')
      return c.body(renderSitemap(deps.config.siteOrigin, entries))
    })
    .get('/robots.txt', (c) => {
      c.header('Content-Type', 'text/plain; charset=utf-8')
      c.header('Cache-Control', 'public, max-age=3600')
      return c.body(renderRobots(deps.config.siteOrigin))
    })
}
