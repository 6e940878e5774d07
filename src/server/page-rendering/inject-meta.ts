import { escapeHtml } from '#server/http/escape-html.ts'
import type { PreloadImage } from './preload-hints.ts'

/** What a page tells crawlers and link previews; paths may be relative to the origin. */
export interface PageMeta {
  /** The whole <title>, site name included. */
  title: string
  /** The page's own title for previews (og:title), without the site name. */
  shareTitle: string
  description: string
  canonicalPath: string
  type: 'website' | 'product' | 'article'
  image: string
  imageAlt: string
  /** Products only: the price per kg shoppers pay today. */
  product?: { priceCentavos: number; inStock: boolean }
  /** Pages no search engine should list (cart, admin). */
  noindex?: boolean
  /**
   * The image the page shows first and largest (a product's main picture), so the
   * shell can preload it with the page's code and data instead of after them.
   */
  mainImage?: PreloadImage
}

/** The tags for <head>, every value escaped. `origin` makes URLs absolute. */
export function metaTags(meta: PageMeta, siteName: string, origin: string): string {
  const abs = (url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`)
  const canonical = abs(meta.canonicalPath)
  const image = abs(meta.image)
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}">`
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}">`
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    property('og:site_name', siteName),
    property('og:locale', 'en_PH'),
    property('og:type', meta.type),
    property('og:title', meta.shareTitle),
    property('og:description', meta.description),
    property('og:url', canonical),
    property('og:image', image),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.shareTitle),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    named('twitter:image:alt', meta.imageAlt),
  ]
  if (meta.product) {
    tags.push(
      property('product:price:amount', (meta.product.priceCentavos / 100).toFixed(2)),
      property('product:price:currency', 'PHP'),
      property('product:availability', meta.product.inStock ? 'in stock' : 'out of stock'),
    )
  }
  if (meta.noindex) tags.push(named('robots', 'noindex'))
  return tags.join('\n    ')
}

const titlePattern = /<title>[^<]*<\/title>/i
const descriptionPattern = /<meta\s+name=["']description["'][^<>]*>/i

/**
 * The shell with this page's title, description and share tags. Replacements go
 * through functions, never replacement strings, so a `$&` in a product name is
 * text rather than a pattern.
 */
export function injectPageMeta(
  shell: string,
  meta: PageMeta,
  siteName: string,
  origin: string,
): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`
  const description = `<meta name="description" content="${escapeHtml(meta.description)}">`
  let html = titlePattern.test(shell)
    ? shell.replace(titlePattern, () => title)
    : shell.replace(/<\/head>/i, () => `${title}\n  </head>`)
  html = descriptionPattern.test(html)
    ? html.replace(descriptionPattern, () => description)
    : html.replace(/<\/head>/i, () => `${description}\n  </head>`)
  const tags = metaTags(meta, siteName, origin)
  return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`)
}
