// From first paint to a page that answers taps (issue 26). On the four landing pages,
// each loaded cold in Debian's Chromium as a mid-range phone on mobile data (Lighthouse's
// slow 4G and 4x CPU slowdown, applied by the browser itself), against the built app on a
// fresh database:
//
// - paint to app: from first-contentful-paint to `<html data-hydrated>` (the page is the
//   app: its header, page and footer hydrated), median and 95th percentile;
// - a tap before the app: the page's 'Add to Cart' is tapped as soon as the page has
//   painted (the shopper who taps as soon as the button shows), and the time from the
//   tap to its effect (the cart written) is read, with how many of those taps landed
//   before hydration and how many had their effect. Without the start-up script holding
//   taps (decision 0071) such a tap is lost: the effect column would read 'lost'.
//
// Informative: the figures are reported beside the Lighthouse budget, which holds them
// to account (total blocking time); a lost tap fails.
//
//   node bench/interactive.mjs [--db pglite] [--quick] [--runs 9] [--pages /,/products]
import { percentile, printTable, standalone } from './bench-cli.mjs'
import { eachStorefrontPage, networkConditions, phone, throttling } from './phone-browser.mjs'

const CART_KEY = 'meatshop:cart'
const EFFECT_TIMEOUT_MS = 20_000

/** Before any script of the page: marks for the paint, the app and the cart's first write. */
function watchPage(cartKey) {
  const marks = { fcp: null, hydrated: null, tap: null, cartWritten: null }
  window.__interactiveMarks = marks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) marks.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  // The document, not <html>: an init script runs before <html> exists.
  new MutationObserver(() => {
    if (marks.hydrated === null && document.documentElement?.hasAttribute('data-hydrated'))
      marks.hydrated = performance.now()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
  addEventListener(
    'pointerdown',
    () => {
      marks.tap ??= performance.now()
    },
    { capture: true },
  )
  const setItem = Storage.prototype.setItem
  Storage.prototype.setItem = function (key, value) {
    if (key === cartKey && marks.cartWritten === null) marks.cartWritten = performance.now()
    return setItem.call(this, key, value)
  }
}

const readMarks = () => window.__interactiveMarks

async function throttledPage(browser) {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', networkConditions)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown })
  await page.addInitScript(watchPage, CART_KEY)
  return { context, page }
}

/** One cold load, left alone until it is the app: ms from first paint to hydrated. */
async function paintToApp(browser, url) {
  const { context, page } = await throttledPage(browser)
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 })
    await page.waitForFunction(() => window.__interactiveMarks?.hydrated !== null, null, {
      polling: 50,
      timeout: 30_000,
    })
    const marks = await page.evaluate(readMarks)
    return { ms: Math.round(marks.hydrated - marks.fcp), fcp: Math.round(marks.fcp) }
  } catch (err) {
    return { ms: null, error: String(err.message ?? err) }
  } finally {
    await context.close()
  }
}

/**
 * The page whose 'Add to Cart' is tapped: the page itself, but for a product page the
 * first product that can be bought (the first of the listing may be sold out).
 */
async function tapPage(url) {
  const { origin, pathname } = new URL(url)
  if (!pathname.startsWith('/product/')) return url
  const { items } = await (await fetch(`${origin}/api/catalog/products`)).json()
  const buyable = items.find((p) => p.stockGrams >= Math.max(p.minOrderGrams, 1000))
  return buyable ? `${origin}/product/${buyable.id}` : url
}

/** One cold load, 'Add to Cart' tapped as soon as it shows: ms from the tap to the cart written. */
async function earlyTap(browser, url) {
  const { context, page } = await throttledPage(browser)
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 })
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^Add( Bundle)? to Cart$/ })
      .first()
    await add.tap({ timeout: 30_000 })
    const effect = await page
      .waitForFunction(() => window.__interactiveMarks?.cartWritten !== null, null, {
        polling: 50,
        timeout: EFFECT_TIMEOUT_MS,
      })
      .then(
        () => true,
        () => false,
      )
    const marks = await page.evaluate(readMarks)
    return {
      ms: effect ? Math.round(marks.cartWritten - marks.tap) : null,
      beforeApp: marks.hydrated === null || marks.tap < marks.hydrated,
      lost: !effect,
    }
  } catch (err) {
    return { ms: null, lost: true, error: String(err.message ?? err) }
  } finally {
    await context.close()
  }
}

const stats = (runs) => {
  const values = runs.map((r) => r.ms).filter((v) => v !== null)
  return values.length === 0
    ? { median: null, p95: null }
    : { median: percentile(values, 50), p95: percentile(values, 95) }
}

export async function run({ databases = ['pglite'], quick = false, runs, pages }) {
  const kind = databases[0]
  const times = Number(runs ?? (quick ? 2 : 9))
  const rows = await eachStorefrontPage({ kind, pages }, async ({ path, url }, browser) => {
    console.log(`interactive (${kind}): ${path}, ${times} cold load(s) each way`)
    const toApp = []
    const taps = []
    const tapUrl = await tapPage(url)
    for (let i = 0; i < times; i++) {
      toApp.push(await paintToApp(browser, url))
      taps.push(await earlyTap(browser, tapUrl))
    }
    return {
      page: path,
      tapPage: new URL(tapUrl).pathname,
      toApp: { ...stats(toApp), runs: toApp },
      tap: { ...stats(taps), runs: taps },
    }
  })
  printTable(
    rows.map((r) => ({
      page: r.page === r.tapPage ? r.page : `${r.page} (taps: ${r.tapPage})`,
      'paint→app median ms': r.toApp.median ?? '-',
      'paint→app p95 ms': r.toApp.p95 ?? '-',
      'tap→effect median ms': r.tap.median ?? '-',
      'tap→effect p95 ms': r.tap.p95 ?? '-',
      'taps before app': `${r.tap.runs.filter((t) => t.beforeApp).length}/${r.tap.runs.length}`,
      lost: r.tap.runs.filter((t) => t.lost).length,
      errors: [
        ...new Set([...r.toApp.runs, ...r.tap.runs].map((x) => x.error).filter(Boolean)),
      ].join('; '),
    })),
  )
  return { database: kind, runs: times, throttling, rows }
}

const pageName = (path) => path.replace(/\/(product|store)\/.+/, '/$1/:id')

export function checks(results) {
  return results.rows.flatMap((r) => {
    const lost = r.tap.runs.filter((t) => t.lost).length
    const before = r.tap.runs.filter((t) => t.beforeApp).length
    return [
      {
        measure: `first paint to app ${pageName(r.page)}`,
        database: results.database,
        value: `median ${r.toApp.median ?? '-'} ms, p95 ${r.toApp.p95 ?? '-'} ms`,
        budget: 'informative (Lighthouse TBT holds it)',
        ok: r.toApp.median !== null,
      },
      {
        measure: `tap before the app to its effect ${pageName(r.tapPage)}`,
        database: results.database,
        value: `median ${r.tap.median ?? '-'} ms, p95 ${r.tap.p95 ?? '-'} ms; ${before}/${r.tap.runs.length} taps before the app; ${lost} lost`,
        budget: 'no tap lost',
        ok: lost === 0,
      },
    ]
  })
}

await standalone(import.meta.url, {
  options: { runs: { type: 'string' }, pages: { type: 'string' } },
  run,
  checks,
})
