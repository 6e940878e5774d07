import { createHash } from 'node:crypto'

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
    d.head.appendChild(script)
  }
  let loaded = d.readyState === 'complete'
  let painted = false
  const startWhenReady = () => {
    if (loaded && painted) w.requestAnimationFrame(() => w.setTimeout(start, 0))
  }
  // The main images on screen: the page's largest paint. One that failed or is off
  // screen never paints, so it is not waited for.
  let waiting = Array.from(d.querySelectorAll('img[elementtiming]')).filter((img) => {
    const box = img.getBoundingClientRect()
    return box.width > 0 && box.bottom > 0 && box.top < w.innerHeight
  })
  const Observer = w.PerformanceObserver
  const types = Observer?.supportedEntryTypes ?? []
  const byElement = waiting.length > 0 && types.includes('element')
  const paintDone = (observer?: PerformanceObserver) => {
    observer?.disconnect()
    painted = true
    startWhenReady()
  }
  if (byElement) {
    new Observer((list, observer) => {
      for (const entry of list.getEntries()) {
        const element = (entry as PerformanceEntry & { element?: Element | null }).element
        waiting = waiting.filter((img) => img !== element)
      }
      if (waiting.length === 0) paintDone(observer)
    }).observe({ type: 'element', buffered: true })
  } else if (types.includes('paint')) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) paintDone(observer)
    }).observe({ type: 'paint', buffered: true })
  } else {
    painted = true
  }
  const onLoad = () => {
    loaded = true
    // An image that failed to load never paints: it is not waited for.
    if (byElement && !painted) {
      waiting = waiting.filter((img) => {
        const image = img as HTMLImageElement
        return !image.complete || image.naturalWidth > 0
      })
      if (waiting.length === 0) painted = true
    }
    startWhenReady()
  }
  if (loaded) onLoad()
  else w.addEventListener('load', onLoad)
  w.setTimeout(start, latestMs)
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    w.addEventListener(type, start, { capture: true, passive: true, once: true })
  }
}

// Its text is fixed (the file list is data), so one CSP hash allows it and nothing
// else inline.
export const appStartLoader = `(${startAppAfterPaint.toString()})(document, window, ${JSON.stringify(APP_SCRIPTS_ELEMENT_ID)}, ${APP_START_LATEST_MS})`

/** The CSP source that allows the loader, and only it, to run inline. */
export const appStartLoaderCspSource = `'sha256-${createHash('sha256').update(appStartLoader).digest('base64')}'`

const entryScriptTag = /<script type="module" crossorigin src="([^"<>]{1,300})"><\/script>\s*/

/**
 * Moves the shell's entry script (and `pageModules`, the rendered page's own chunks)
 * behind the loader. A shell without an entry script (the development server's) is
 * returned as it is.
 */
export function deferAppStart(html: string, pageModules: readonly string[]): string {
  const entry = entryScriptTag.exec(html)
  if (!entry) return html
  const files = JSON.stringify([entry[1], ...pageModules]).replace(/</g, '\\u003c')
  const loader =
    `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${files}</script>` +
    `<script>${appStartLoader}</script>`
  return html.replace(entryScriptTag, '').replace(/<\/body>/i, () => `${loader}\n  </body>`)
}
