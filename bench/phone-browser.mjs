// What the browser benches (first-paint.mjs, repeat-visit.mjs) share: Lighthouse's
// simulated phone on mobile data, applied by the browser itself, and the loop that
// starts the built app and Chromium and visits the storefront pages asked for.
import { chromium } from '@playwright/test'
import { median } from './bench-cli.mjs'
import { chromiumFlags, createTarget, startServer, storefrontPages } from './bench-lib.mjs'

/** Lighthouse's mobile slow-4G figures (its simulated throttling), applied by DevTools. */
export const throttling = { rttMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdown: 4 }

/** `throttling` as DevTools' Network.emulateNetworkConditions takes it. */
export const networkConditions = {
  offline: false,
  latency: throttling.rttMs,
  downloadThroughput: (throttling.downloadKbps * 1024) / 8,
  uploadThroughput: (throttling.uploadKbps * 1024) / 8,
}

/** Lighthouse's mobile screen (a Moto G Power). */
export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/** A page that does not paint within this long counts as 'no paint'. */
export const PAINT_TIMEOUT_MS = 15_000
/** How long a page may keep fetching (its data, its images) before its paints are read. */
export const SETTLE_TIMEOUT_MS = 15_000

/** The median of `key` over runs, a run without the figure counting as later than any. */
export function medianOrNull(runs, key) {
  const value = median(runs.map((r) => r[key] ?? Number.POSITIVE_INFINITY))
  return Number.isFinite(value) ? value : null
}

/**
 * Starts the built app on a fresh `kind` database and Debian's Chromium, then for each
 * storefront page asked (`pages`, as `--pages /,/products`; else `pick` of the pages
 * the shop has) warms the server's caches with one request and calls
 * `each({ path, name, url }, browser)`. Returns what `each` returned, in order.
 */
export async function eachStorefrontPage({ kind, pages, pick = (all) => all }, each) {
  const target = await createTarget(kind)
  let server
  let browser
  try {
    server = await startServer(target, { sampleHostedStore: true })
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    })
    const discovered = await storefrontPages(server.base)
    const list = pages
      ? pages
          .split(',')
          .map((path) => discovered.find((p) => p.path === path) ?? { path, name: null })
      : pick(discovered)
    const results = []
    for (const page of list) {
      const url = `${server.base}${page.path}`
      await fetch(url).then((r) => r.arrayBuffer())
      results.push(await each({ ...page, url }, browser))
    }
    return results
  } finally {
    await browser?.close()
    await server?.stop()
    await target.dispose()
  }
}

/**
 * Opens `url` in `page` and waits for its first paint (up to PAINT_TIMEOUT_MS) and
 * then, as a page rendered in the browser paints its content after its data and
 * images arrive, for the network to settle. Resolves whether it painted; a failed
 * navigation rejects.
 */
export async function loadAndSettle(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  const painted = await page
    .waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { polling: 100, timeout: PAINT_TIMEOUT_MS },
    )
    .then(
      () => true,
      () => false,
    )
  if (painted) {
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {})
  }
  return painted
}
