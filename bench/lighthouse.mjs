// Lighthouse (mobile preset, simulated throttling) on the storefront's key pages,
// against the built app (`npm run build` first) on a fresh database.
// Budgets (docs/performance.md, issue 18): on a quiet server performance >= 0.99 with
// LCP <= 1200 ms, and accessibility, best practices and SEO 1.0. With --under-load the
// pages are scored while bench/catalog-load.mjs keeps 50 connections on the catalog
// (the JSON listing and /products), against performance >= 0.95. Each page is scored
// `runs` times and the run with the median performance kept (Lighthouse's own advice:
// single runs vary by several points, more so on a busy machine); the budget holds only
// if every run meets it. On a quiet run each score waits until the machine's CPU is
// quiet (bench-lib's waitForQuietMachine), and the table says how busy it was.
//
//   node bench/lighthouse.mjs [--db pglite] [--quick] [--runs 3] [--pages /,/products]
//                             [--under-load]
//   (default pages: / /products /product/<first id> /store/<first hosted id>)
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { printTable, standalone } from './bench-cli.mjs'
import {
  chromiumFlags,
  createTarget,
  startServer,
  storefrontPages,
  waitForQuietMachine,
} from './bench-lib.mjs'
import { LOAD_CONNECTIONS, startCatalogLoad } from './catalog-load.mjs'

// Quiet: every run meets the budget, three out of three (issue 26); under load, the median.
const quietBudgets = {
  performance: 0.99,
  lcpMs: 1200,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  everyRun: true,
}
// Under load only performance has a budget: the other categories do not depend on the
// server's speed, and the quiet run holds them at 1.0.
const loadedBudgets = { performance: 0.95 }
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

async function score(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  })
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
  const category = (id) => lhr.categories[id]?.score ?? 0
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  }
}

export async function run({
  databases = ['pglite'],
  quick = false,
  runs,
  pages,
  underLoad = false,
}) {
  // The database behind the API hardly shows in a simulated-throttling score, so one
  // database (the first asked for) is enough and saves minutes.
  const kind = databases[0]
  const times = Number(runs ?? (quick ? 1 : 3))
  const target = await createTarget(kind)
  let server
  let chrome
  let load
  try {
    server = await startServer(target, { sampleHostedStore: true })
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless', ...chromiumFlags],
    })
    const list = pages ? pages.split(',') : (await storefrontPages(server.base)).map((p) => p.path)
    // Warm the server's caches before the load starts, so the scored loads (and the
    // load itself) read what a running shop would have cached.
    for (const page of list) await fetch(`${server.base}${page}`).then((r) => r.arrayBuffer())
    if (underLoad) {
      console.log(`lighthouse (${kind}): ${LOAD_CONNECTIONS} connections on the catalog`)
      load = await startCatalogLoad(server.base)
    }
    const rows = []
    for (const page of list) {
      console.log(
        `lighthouse (${kind}${underLoad ? ', under load' : ''}): ${page}, ${times} run(s)`,
      )
      const scored = []
      const errors = []
      // A run Lighthouse could not complete (NO_FCP under heavy load) is run again,
      // up to twice per page; the errors are kept with the results.
      while (scored.length < times && errors.length <= 2) {
        // The quiet budget is for a quiet machine: each run waits (up to two minutes)
        // until no other work holds the cores, and says how busy they were.
        const machine = underLoad ? null : await waitForQuietMachine()
        const result = await score(`${server.base}${page}`, chrome.port)
        if (result.error) errors.push(result.error)
        else scored.push({ ...result, machineBusy: machine?.busy ?? null })
      }
      if (scored.length === 0) {
        rows.push({ page, error: errors[0], errors })
        continue
      }
      scored.sort((a, b) => a.performance - b.performance)
      const kept = scored[Math.floor((scored.length - 1) / 2)]
      rows.push({
        page,
        ...kept,
        performanceRuns: scored.map((s) => s.performance),
        tbtRuns: scored.map((s) => s.tbtMs),
        busyRuns: scored.map((s) => s.machineBusy),
        errors,
      })
    }
    const loadSummary = await load?.stop()
    load = undefined
    if (loadSummary) {
      console.log(
        `catalog load: ${loadSummary.rps} req/s over ${loadSummary.seconds} s, p99 ${loadSummary.p99Ms} ms, ${loadSummary.non2xx} non-2xx, ${loadSummary.errors} errors`,
      )
    }
    printTable(
      rows.map((r) =>
        r.error
          ? { page: r.page, 'failing audits': r.error }
          : {
              page: r.page,
              perf: r.performance.toFixed(2),
              a11y: r.accessibility.toFixed(2),
              best: r.bestPractices.toFixed(2),
              seo: r.seo.toFixed(2),
              'LCP ms': r.lcpMs,
              'TBT ms': r.tbtMs,
              CLS: r.cls,
              'perf runs': r.performanceRuns.join(' '),
              'TBT runs': r.tbtRuns.join(' '),
              'CPU busy before': r.busyRuns.map((b) => (b === null ? '-' : b)).join(' '),
              'failing audits': r.failedAudits.join(', '),
            },
      ),
    )
    return {
      database: kind,
      runs: times,
      underLoad,
      load: loadSummary,
      budgets: underLoad ? loadedBudgets : quietBudgets,
      rows,
    }
  } finally {
    await load?.stop()
    await chrome?.kill()
    await server?.stop()
    await target.dispose()
  }
}

export function checks(results) {
  const { budgets: b, load } = results
  const where = results.underLoad ? ', catalog under load' : ''
  // Under load, the reference also says how busy the load kept the server.
  const loadNote = load
    ? `load ${load.rps} req/s, p99 ${load.p99Ms} ms${load.non2xx + load.errors > 0 ? `, ${load.non2xx} non-2xx, ${load.errors} errors` : ''}`
    : ''
  return results.rows.map((r) => {
    const measured = r.error ? { value: r.error, ok: false } : scores(r, b)
    return {
      measure: `Lighthouse mobile ${r.page.replace(/\/(product|store)\/.+/, '/$1/:id')}${where}`,
      database: results.database,
      budget: budgetText(b),
      ...measured,
      reference: [measured.reference, loadNote].filter(Boolean).join('; '),
    }
  })
}

function budgetText(b) {
  const parts = [`perf ≥ ${b.performance}${b.everyRun ? ' every run' : ''}`]
  if (b.lcpMs !== undefined) parts.push(`LCP ≤ ${b.lcpMs} ms`)
  if (b.accessibility !== undefined) parts.push('a11y, best, SEO 1.0')
  return parts.join(', ')
}

function scores(r, b) {
  const meets = (measured, budget) => budget === undefined || measured >= budget
  return {
    value: `perf ${r.performance.toFixed(2)}, a11y ${r.accessibility.toFixed(2)}, best ${r.bestPractices.toFixed(2)}, SEO ${r.seo.toFixed(2)}`,
    reference: `LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}; runs: perf ${r.performanceRuns.join(' ')}, TBT ${r.tbtRuns.join(' ')} ms`,
    ok:
      (b.everyRun ? r.performanceRuns : [r.performance]).every((p) => meets(p, b.performance)) &&
      (b.lcpMs === undefined || r.lcpMs <= b.lcpMs) &&
      meets(r.accessibility, b.accessibility) &&
      meets(r.bestPractices, b.bestPractices) &&
      meets(r.seo, b.seo),
  }
}

await standalone(import.meta.url, {
  options: {
    runs: { type: 'string' },
    pages: { type: 'string' },
    'under-load': { type: 'boolean', default: false },
  },
  run: (options) => run({ ...options, underLoad: options['under-load'] }),
  checks,
})
