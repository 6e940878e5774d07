import type { Queryable } from '#server/db/client.ts'
import { escapeHtml } from '#server/http/escape-html.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'
import { paths, productCategories } from '#shared/paths.ts'
import { sitemapFacts } from './page-rendering-repo.ts'

export interface SitemapEntry {
  path: string
  lastmod?: Date | undefined
}

/**
 * The protocol allows 50,000 URLs per file. A butcher's catalog is far below that;
 * should it ever grow past, the most recently changed products are listed (a
 * sitemap index would be the next step).
 */
export const MAX_SITEMAP_PRODUCTS = 45_000

/** W3C datetime without milliseconds, as crawlers expect. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : ''
    return `<url><loc>${escapeHtml(`${origin}${e.path}`)}</loc>${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /order-confirmation',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

const latest = (dates: (Date | undefined)[]) =>
  dates.reduce<Date | undefined>((a, d) => (d && (!a || d > a) ? d : a), undefined)

/** Every public page worth indexing, with when its content last changed. */
export async function sitemapEntries(db: Queryable, now: Date): Promise<SitemapEntry[]> {
  const { productRows, byCategory, recipeRows, bundlesChanged, promosChanged } = await sitemapFacts(
    db,
    manilaIsoDate(now),
    MAX_SITEMAP_PRODUCTS,
  )
  const categoryChanged = new Map(byCategory.map((r) => [r.category, r.at ?? undefined]))
  const catalogChanged = latest([...categoryChanged.values()])
  return [
    { path: paths.home, lastmod: catalogChanged },
    { path: paths.products(), lastmod: catalogChanged },
    ...productCategories.map((c) => ({ path: paths.products(c), lastmod: categoryChanged.get(c) })),
    ...productRows.map((p) => ({ path: paths.product(p.id), lastmod: p.updatedAt })),
    { path: paths.bundles, lastmod: bundlesChanged },
    { path: paths.recipes, lastmod: latest(recipeRows.map((r) => r.updatedAt)) },
    ...recipeRows.map((r) => ({ path: paths.recipe(r.id), lastmod: r.updatedAt })),
    { path: paths.promos, lastmod: promosChanged },
    { path: paths.about },
    { path: paths.contact },
  ]
}
