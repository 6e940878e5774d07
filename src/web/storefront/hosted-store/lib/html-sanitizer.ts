type Sanitize = (html: string) => string

let loading: Promise<Sanitize> | undefined
let loaded: Sanitize | undefined

/**
 * DOMPurify (about 9 KB gzip), loaded on demand: statically imported it put a first
 * visit to /store/:id at 152 KB of JavaScript gzip, over the 150 KB budget
 * (docs/performance.md, bench/bundle-size.mjs). The server preloads its chunk for
 * /store/:id (src/server/page-rendering/preload-hints.ts) and the product query waits for it,
 * so the description renders with the rest of the page instead of popping in later
 * and pushing the page down (a layout shift Lighthouse scored at 0.28).
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => {
      loaded = (html: string) => purify.sanitize(html)
      return loaded
    },
    (err: unknown) => {
      loading = undefined // let the next description try again
      throw err
    },
  )
  return loading
}

/** The sanitiser if it has loaded already, so a render can use it at once. */
export function loadedSanitizer(): Sanitize | undefined {
  return loaded
}

/**
 * The server render's sanitiser, in place of DOMPurify (which needs a browser's DOM):
 * set once by src/web/app/render-page.tsx. The description has passed the API's own
 * sanitiser already; this is the second pass, as DOMPurify is in the browser.
 */
export function provideSanitizer(sanitize: Sanitize): void {
  loaded = sanitize
  loading = Promise.resolve(sanitize)
}
