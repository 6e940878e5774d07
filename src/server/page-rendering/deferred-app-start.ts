import { createHash } from 'node:crypto'
import { holdEarlyTaps } from './early-taps.ts'

/**
 * A server-rendered page starts its JavaScript after its main images have painted
 * (decision 0069). The page is readable and its links work without JavaScript, so
 * nothing the shopper sees waits for the app; but on a phone's connection 130 KB of
 * script fetched beside the main image takes most of the bandwidth the image needs,
 * and evaluating it holds the main thread before the image is drawn.
 *
 * The built shell's `<script type="module" src=entry>` and the page's module preloads
 * are replaced by a list of those files and a small inline loader at the end of
 * <body>. The loader fetches them once the page has loaded and its main images (the
 * `<img elementtiming>` on screen) have painted, at the shopper's first touch or key
 * press if that comes sooner, and after 3 s at the latest, so a slow image never keeps
 * the page from becoming the full app.
 */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts'

/** How long a page waits at most for its main images before starting anyway. */
export const APP_START_LATEST_MS = 3000

/**
 * The loader. It runs in the browser as the inline script's text (`toString()`), so it
 * uses only its parameters: no imports, nothing from this module's scope.
 */
export function startAppAfterPaint(
  d: Document,
  w: Window & typeof globalThis,
  scriptsId: string,
  latestMs: number,
) {
  const files: string[] = JSON.parse(d.getElementById(scriptsId)?.textContent ?? '[]')
  let started = false
  const start = () => {
    if (started || files.length === 0) return
    started = true
    for (const file of files.slice(1)) {
      const link = d.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = file
      d.head.appendChild(link)
    }
    const script = d.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = files[0] ?? ''
    // Taps held for the app (holdEarlyTaps) are let go if it cannot come.
    script.onerror = () => d.documentElement.setAttribute('data-app-start-failed', '')
    d.head.appendChild(script)
  }
  let loaded = d.readyState === 'complete'
  let contentPainted = false
  const paintedImages = new Set<Element | null | undefined>()
  // The main images: the page's largest paint.
  const mainImages = Array.from(d.querySelectorAll('img[elementtiming]'))
  const Observer = w.PerformanceObserver
  const types = Observer?.supportedEntryTypes ?? []
  const byElement = mainImages.length > 0 && types.includes('element')
  // One that is off screen or failed to load never paints, so it is not waited for.
  // Asked only once the page has loaded and painted: no extra layout while parsing.
  const awaited = (img: Element) => {
    if (paintedImages.has(img)) return false
    const image = img as HTMLImageElement
    if (image.complete && image.naturalWidth === 0) return false
    const box = img.getBoundingClientRect()
    return box.width > 0 && box.bottom > 0 && box.top < w.innerHeight
  }
  const startWhenReady = () => {
    if (!loaded || !contentPainted || (byElement && mainImages.some(awaited))) return
    w.requestAnimationFrame(() => w.setTimeout(start, 0))
  }
  if (byElement) {
    new Observer((list) => {
      for (const entry of list.getEntries()) {
        paintedImages.add((entry as PerformanceEntry & { element?: Element | null }).element)
      }
      startWhenReady()
    }).observe({ type: 'element', buffered: true })
  }
  if (types.includes('paint')) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      contentPainted = true
      startWhenReady()
    }).observe({ type: 'paint', buffered: true })
  } else {
    contentPainted = true
  }
  if (loaded) startWhenReady()
  else {
    w.addEventListener('load', () => {
      loaded = true
      startWhenReady()
    })
  }
  w.setTimeout(start, latestMs)
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    w.addEventListener(type, start, { capture: true, passive: true, once: true })
  }
}

// Its text is fixed (the file list is data), so one CSP hash allows it and nothing
// else inline. Taps are held first, so none made while the loader waits is lost.
export const appStartLoader = `(${holdEarlyTaps.toString()})(document, window);(${startAppAfterPaint.toString()})(document, window, ${JSON.stringify(APP_SCRIPTS_ELEMENT_ID)}, ${APP_START_LATEST_MS})`

/** The CSP source that allows the loader, and only it, to run inline. */
export const appStartLoaderCspSource = `'sha256-${createHash('sha256').update(appStartLoader).digest('base64')}'`

const entryScriptTag = /<script type="module" crossorigin src="([^"<>]{1,300})"><\/script>\s*/
const modulePreloadTag = /<link rel="modulepreload" crossorigin href="([^"<>]{1,300})">\s*/g

/**
 * Moves the shell's entry script, the modules Vite preloads for it, and
 * `pageModules` (the rendered page's own chunks) behind the loader. A shell without
 * an entry script (the development server's) is returned as it is.
 */
export function deferAppStart(html: string, pageModules: readonly string[]): string {
  const entry = entryScriptTag.exec(html)
  if (!entry) return html
  const entryImports = [...html.matchAll(modulePreloadTag)].map((m) => m[1]!)
  const files = JSON.stringify([entry[1], ...entryImports, ...pageModules]).replace(/</g, '\\u003c')
  const loader =
    `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${files}</script>` +
    `<script>${appStartLoader}</script>`
  return html
    .replace(entryScriptTag, '')
    .replace(modulePreloadTag, '')
    .replace(/<\/body>/i, () => `${loader}\n  </body>`)
}

/**
 * The end of a document whose head went out for a deferred start but whose page
 * could not be rendered (decision 0070): `tail` (what follows the root) with the
 * shell's entry script, so the app starts at once and renders the page itself.
 */
export function startAppAtOnce(shell: string, tail: string): string {
  const entry = entryScriptTag.exec(shell)
  return entry ? tail.replace(/<\/body>/i, () => `${entry[0].trim()}\n  </body>`) : tail
}
