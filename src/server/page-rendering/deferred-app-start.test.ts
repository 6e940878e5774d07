import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  APP_SCRIPTS_ELEMENT_ID,
  appStartLoader,
  appStartLoaderCspSource,
  deferAppStart,
  startAppAfterPaint,
} from './deferred-app-start.ts'

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><main>Beef</main></div>
  </body>
</html>`

describe('deferAppStart', () => {
  it('moves the entry script, its preloaded imports and the page chunks into a list the inline loader reads', () => {
    const html = deferAppStart(shell, ['/assets/product-page.js'])
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('<link rel="modulepreload"')
    // The stylesheet stays in the head: the page must paint styled.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">')
    const list = new RegExp(
      `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html)
    expect(JSON.parse(list![1]!)).toEqual([
      '/assets/index-abc.js',
      '/assets/react-dom-abc.js',
      '/assets/product-page.js',
    ])
    // After the page itself, so the loader sees the page's images.
    expect(html.indexOf('<main>Beef</main>')).toBeLessThan(html.indexOf(APP_SCRIPTS_ELEMENT_ID))
  })

  it('the one inline script is the loader the CSP hash allows', () => {
    const html = deferAppStart(shell, [])
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(inline).toEqual([appStartLoader])
    const hash = createHash('sha256').update(inline[0]!).digest('base64')
    expect(appStartLoaderCspSource).toBe(`'sha256-${hash}'`)
  })

  it('a file name cannot close the list element', () => {
    const html = deferAppStart(shell, ['/assets/</script><script>alert(1)</script>.js'])
    expect(html).not.toContain('<script>alert(1)')
  })

  it('leaves a shell without an entry script (the development server) as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>'
    expect(deferAppStart(plain, ['/assets/a.js'])).toBe(plain)
  })
})

interface FakeElement {
  tag: string
  rel?: string
  href?: string
  type?: string
  src?: string
  crossOrigin?: string
  onerror?: () => void
}

interface FakeImage {
  complete: boolean
  naturalWidth: number
  top: number
}

/** Just enough of a browser page for the loader: timers come from Vitest's fake clock. */
function fakePage({ loaded = true, images = [] as FakeImage[], entryTypes = [] as string[] } = {}) {
  const added: FakeElement[] = []
  const listeners = new Map<string, () => void>()
  const observers: { type: string; deliver: (entries: object[]) => void }[] = []
  class FakeObserver {
    static supportedEntryTypes = entryTypes
    constructor(readonly callback: (list: object, observer: FakeObserver) => void) {}
    observe({ type }: { type: string }) {
      observers.push({
        type,
        deliver: (entries) =>
          this.callback(
            {
              getEntries: () => entries,
              getEntriesByName: (name: string) =>
                entries.filter((e) => (e as { name?: string }).name === name),
            },
            this,
          ),
      })
    }
    disconnect() {}
  }
  const elements = images.map((image) => ({
    ...image,
    getBoundingClientRect: () => ({ width: 300, top: image.top, bottom: image.top + 200 }),
  }))
  const root = {
    attributes: {} as Record<string, string>,
    setAttribute(name: string, value: string) {
      root.attributes[name] = value
    },
  }
  const document = {
    documentElement: root,
    readyState: loaded ? 'complete' : 'loading',
    getElementById: (id: string) =>
      id === APP_SCRIPTS_ELEMENT_ID
        ? { textContent: JSON.stringify(['/assets/entry.js', '/assets/page.js']) }
        : null,
    querySelectorAll: () => elements,
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: FakeElement) => added.push(element) },
  }
  const window = {
    innerHeight: 800,
    PerformanceObserver: entryTypes.length > 0 ? FakeObserver : undefined,
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  }
  startAppAfterPaint(
    document as unknown as Document,
    window as unknown as Window & typeof globalThis,
    APP_SCRIPTS_ELEMENT_ID,
    3000,
  )
  return {
    added,
    root,
    images: elements,
    fire: (type: string) => listeners.get(type)?.(),
    observer: (type: string) => observers.find((o) => o.type === type),
  }
}

const started = (added: FakeElement[]) => added.find((e) => e.tag === 'script')?.src

describe('startAppAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts the app once the page has loaded and painted: the entry as a module, the page chunks preloaded', () => {
    const page = fakePage({ loaded: false, entryTypes: ['paint'] })
    vi.advanceTimersByTime(100)
    expect(page.added).toEqual([])
    page.observer('paint')!.deliver([{ name: 'first-contentful-paint' }])
    page.fire('load')
    vi.advanceTimersByTime(20)
    expect(page.added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/page.js' },
      {
        tag: 'script',
        type: 'module',
        crossOrigin: '',
        src: '/assets/entry.js',
        onerror: expect.any(Function),
      },
    ])
  })

  it('marks the page when the app cannot start, so taps held for it are let go', () => {
    const page = fakePage({ entryTypes: ['paint'] })
    page.fire('pointerdown')
    const script = page.added.find((e) => e.tag === 'script')!
    expect(page.root.attributes).toEqual({})
    script.onerror!()
    expect(page.root.attributes).toEqual({ 'data-app-start-failed': '' })
  })

  it('waits for the main image on screen to paint, not for one below the fold', () => {
    const onScreen = { complete: false, naturalWidth: 0, top: 100 }
    const belowFold = { complete: false, naturalWidth: 0, top: 2000 }
    const page = fakePage({ images: [onScreen, belowFold], entryTypes: ['element', 'paint'] })
    vi.advanceTimersByTime(500)
    expect(started(page.added)).toBeUndefined()
    page.observer('paint')!.deliver([{ name: 'first-contentful-paint' }])
    vi.advanceTimersByTime(500)
    expect(started(page.added)).toBeUndefined()
    // The entry names the element that painted.
    page.observer('element')!.deliver([{ element: page.images[0] }])
    vi.advanceTimersByTime(20)
    expect(started(page.added)).toBe('/assets/entry.js')
  })

  it('an image that failed to load is not waited for', () => {
    const page = fakePage({
      loaded: false,
      images: [{ complete: true, naturalWidth: 0, top: 100 }],
      entryTypes: ['element'],
    })
    page.fire('load')
    vi.advanceTimersByTime(20)
    expect(started(page.added)).toBe('/assets/entry.js')
  })

  it('a browser without paint timing starts after the load event and a frame', () => {
    const page = fakePage({ loaded: false })
    vi.advanceTimersByTime(1000)
    expect(started(page.added)).toBeUndefined()
    page.fire('load')
    vi.advanceTimersByTime(20)
    expect(started(page.added)).toBe('/assets/entry.js')
  })

  it("the shopper's first touch starts it at once, and only once", () => {
    const page = fakePage({ loaded: false, entryTypes: ['paint'] })
    page.fire('pointerdown')
    expect(started(page.added)).toBe('/assets/entry.js')
    page.fire('keydown')
    vi.advanceTimersByTime(5000)
    expect(page.added.filter((e) => e.tag === 'script')).toHaveLength(1)
  })

  it('starts after 3 s at the latest when the main image never paints', () => {
    const page = fakePage({
      images: [{ complete: false, naturalWidth: 0, top: 100 }],
      entryTypes: ['element'],
    })
    vi.advanceTimersByTime(2990)
    expect(started(page.added)).toBeUndefined()
    vi.advanceTimersByTime(10)
    expect(started(page.added)).toBe('/assets/entry.js')
  })
})
