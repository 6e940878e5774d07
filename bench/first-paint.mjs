// First paint without JavaScript (issue 18): how soon a shopper on a mid-range phone on
// mobile data sees the storefront's key pages with JavaScript turned off, against the
// same pages with it on. Against the built app (`npm run build` first) on a fresh
// database, each page is loaded in Debian's Chromium, in a fresh browser context each
// time (a cold cache, as a shopper's first visit), with Lighthouse's slow-4G mobile
// figures applied by the browser itself (150 ms round trip, 1.6 Mbps down, 750 kbps
// up, the CPU 4x slower). Read from the page: first-contentful-paint (the paint
// timing entry), largest-contentful-paint (a buffered PerformanceObserver), and
// whether its main content is there (an <h1> in #root, holding the product's name on a
// product page). A page that does not paint within PAINT_TIMEOUT_MS is 'no paint'.
// `runs` loads per page and mode, the median kept. Informative: the status reads 'ok'
// when the page paints as soon without JavaScript as with it.
//
//   node bench/first-paint.mjs [--db pglite] [--quick] [--runs 5] [--pages /,/products]
//   (default pages: / /products /product/<first id> /store/<first hosted id>)
import { printTable, standalone } from './bench-cli.mjs'
import {
  eachStorefrontPage,
  loadAndSettle,
  medianOrNull,
  networkConditions,
  PAINT_TIMEOUT_MS,
  phone,
  throttling,
} from './phone-browser.mjs'

const modes = [
  { key: 'jsOff', javaScriptEnabled: false },
  { key: 'jsOn', javaScriptEnabled: true },
]

/**
 * In the page: its paints so far. Synchronous, since with JavaScript disabled the page
 * runs no timers or observer callbacks; LCP entries are only handed to an observer, and
 * `observe({ buffered: true })` puts the past ones in its buffer at once.
 */
function readPaints() {
  const observer = new PerformanceObserver(() => {})
  observer.observe({ type: 'largest-contentful-paint', buffered: true })
  const lcp = observer.takeRecords().at(-1)?.startTime ?? null
  observer.disconnect()
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
  return { fcp, lcp }
}

/** In the page: the page's main content, an <h1> in #root (with the product's name). */
function readMainContent(name) {
  const root = document.querySelector('#root')
  const heading = root?.querySelector('h1')?.textContent?.trim() ?? ''
  const shown = heading !== '' && (!name || (root?.textContent ?? '').includes(name))
  return { heading, shown }
}

/** One cold load of `url`: { fcpMs, lcpMs, content, heading } (fcpMs null: no paint). */
async function loadOnce(browser, url, { javaScriptEnabled, name }) {
  const context = await browser.newContext({ ...phone, javaScriptEnabled })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', networkConditions)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown })
    await loadAndSettle(page, url)
    const paints = await page.evaluate(readPaints)
    const content = await page.evaluate(readMainContent, name)
    return {
      fcpMs: paints.fcp === null ? null : Math.round(paints.fcp),
      lcpMs: paints.lcp === null ? null : Math.round(paints.lcp),
      content: content.shown,
      heading: content.heading,
    }
  } catch (err) {
    // A load that fails (a timeout under a busy machine) is one run's result, not the bench's end.
    return { fcpMs: null, lcpMs: null, content: false, error: String(err.message ?? err) }
  } finally {
    await context.close()
  }
}

function summarise(runs) {
  const withContent = runs.filter((r) => r.content).length
  return {
    fcpMs: medianOrNull(runs, 'fcpMs'),
    lcpMs: medianOrNull(runs, 'lcpMs'),
    content:
      withContent === runs.length
        ? 'yes'
        : withContent === 0
          ? 'no'
          : `${withContent}/${runs.length}`,
    noPaint: runs.filter((r) => r.fcpMs === null).length,
    runs,
  }
}

export async function run({ databases = ['pglite'], quick = false, runs, pages }) {
  // What the database answers is in the server's cache before the first load, so one
  // database (the first asked for) is enough, as for Lighthouse.
  const kind = databases[0]
  const times = Number(runs ?? (quick ? 1 : 5))
  const rows = await eachStorefrontPage({ kind, pages }, async ({ path, name, url }, browser) => {
    console.log(`first paint (${kind}): ${path}, ${times} run(s) without and with JavaScript`)
    const row = { page: path, name }
    for (const mode of modes) {
      const measured = []
      for (let i = 0; i < times; i++) measured.push(await loadOnce(browser, url, { ...mode, name }))
      row[mode.key] = summarise(measured)
    }
    return row
  })
  const paint = (value) => (value === null ? 'no paint' : value)
  printTable(
    rows.flatMap((r) =>
      modes.map(({ key }) => ({
        page: r.page,
        JavaScript: key === 'jsOff' ? 'off' : 'on',
        'FCP ms': paint(r[key].fcpMs),
        'LCP ms': paint(r[key].lcpMs),
        'main content': r[key].content,
        'FCP runs': r[key].runs.map((run) => run.fcpMs ?? '-').join(' '),
        errors: [...new Set(r[key].runs.map((run) => run.error).filter(Boolean))].join('; '),
      })),
    ),
  )
  return { database: kind, runs: times, throttling, paintTimeoutMs: PAINT_TIMEOUT_MS, rows }
}

const paintText = (m) =>
  m.fcpMs === null
    ? 'no paint'
    : `FCP ${m.fcpMs} ms, LCP ${m.lcpMs === null ? 'none' : `${m.lcpMs} ms`}`

export function checks(results) {
  return results.rows.map((r) => {
    const faster =
      r.jsOff.fcpMs !== null && (r.jsOn.fcpMs === null || r.jsOff.fcpMs <= r.jsOn.fcpMs)
    return {
      measure: `first paint without JavaScript ${r.page.replace(/\/(product|store)\/.+/, '/$1/:id')}`,
      database: results.database,
      value: `JS off: ${paintText(r.jsOff)}; main content ${r.jsOff.content}`,
      reference: `JS on: ${paintText(r.jsOn)}; main content ${r.jsOn.content}`,
      budget: 'informative: JS-off FCP ≤ JS-on FCP',
      // Informative: a page that paints later (or not at all) without JavaScript is
      // shown, not failed.
      ...(faster
        ? { ok: true }
        : { status: r.jsOff.fcpMs === null ? 'no paint without JS' : 'later without JS' }),
    }
  })
}

await standalone(import.meta.url, {
  options: { runs: { type: 'string' }, pages: { type: 'string' } },
  run,
  checks,
})
